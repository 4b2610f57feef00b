// fuzz_replay [DIR_OR_FILE ...]: runs every file of a fuzz target's corpus through its entry
// point once, in the normal build, so each input the fuzzer ever reported (saved into the
// corpus) keeps being checked by ctest. Built once per target (tests/fuzz/CMakeLists.txt), which
// defines LW_FUZZ_HEADER (the target's header), LW_FUZZ_ENTRY (its entry point), LW_FUZZ_BUDGET_MS
// and LW_FUZZ_CORPUS_DIR. Without arguments it reads the corpus this build was configured with.
// Exits 1 when an argument names no readable input, so a moved or emptied corpus fails the test
// instead of passing vacuously, and when an input takes more than kBudgetMs of CPU time; a crash
// or abort in an input fails it by itself.
#include LW_FUZZ_HEADER

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdio>
#include <ctime>

namespace {

// The target's CPU time for one input in this build (RelWithDebInfo) past which it would run
// for several seconds in the libFuzzer build (sanitizers and coverage make it 50-70 times
// slower), near the fuzzer's 10 s timeout: a quadratic path. CPU time, not wall time, so a busy
// machine does not fail the test.
constexpr double kBudgetMs = LW_FUZZ_BUDGET_MS;

// The files to replay: a directory's regular files in name order (so output is stable), or a
// single file as given.
QStringList inputsOf(const QString &path)
{
    const QFileInfo info(path);
    if (info.isFile())
        return {path};
    QStringList files;
    const QDir dir(path);
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        files.append(dir.filePath(name));
    return files;
}

} // namespace

int main(int argc, char **argv)
{
    QStringList roots;
    for (int i = 1; i < argc; ++i)
        roots.append(QString::fromLocal8Bit(argv[i]));
    if (roots.isEmpty())
        roots.append(QStringLiteral(LW_FUZZ_CORPUS_DIR));

    int replayed = 0;
    int overBudget = 0;
    double totalMs = 0, slowestMs = 0;
    QString slowest;
    for (const QString &root : roots) {
        const QStringList files = inputsOf(root);
        if (files.isEmpty()) {
            std::fprintf(stderr, "fuzz_replay: no inputs in %s\n", qPrintable(root));
            return 1;
        }
        for (const QString &file : files) {
            QFile input(file);
            if (!input.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "fuzz_replay: cannot read %s\n", qPrintable(file));
                return 1;
            }
            const QByteArray data = input.readAll();
            // Named before it runs: a crash's last line tells which input it was.
            std::fprintf(stderr, "fuzz_replay: %s\n", qPrintable(file));
            const std::clock_t start = std::clock();
            LW_FUZZ_ENTRY(reinterpret_cast<const uint8_t *>(data.constData()), size_t(data.size()));
            const double ms = 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC;
            totalMs += ms;
            if (ms >= slowestMs) {
                slowestMs = ms;
                slowest = file;
            }
            ++replayed;
            if (ms > kBudgetMs) {
                std::fprintf(stderr, "fuzz_replay: FAIL %s took %.0f ms of CPU (budget %.0f ms)\n",
                             qPrintable(file), ms, kBudgetMs);
                ++overBudget;
            }
        }
    }
    std::printf("fuzz_replay: %d inputs, no crash, %d over the %.0f ms budget; %.0f ms in all, "
                "slowest %.1f ms: %s\n",
                replayed, overBudget, kBudgetMs, totalMs, slowestMs, qPrintable(slowest));
    return overBudget == 0 ? 0 : 1;
}
