// Condition expressions as boto3's condition builders write them (boto3.dynamodb.conditions), for
// the Table resource form: `#pk = :pk AND begins_with(SK, :p)` becomes
// Key('PK').eq('x') & Key('SK').begins_with('ORDER#'). A small recursive-descent reading of the
// expression grammar (fidelity.md, Expressions): OR, AND, NOT and parentheses; the comparators,
// BETWEEN and IN; begins_with, contains, attribute_exists, attribute_not_exists and
// attribute_type; document paths of names and [n]. Anything else (size(), a value on the left, a
// path on the right, a name boto3 would split at its dot) leaves the expression a string.
#include "codegen/codegenimpl.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw::codegen {

namespace {

class ConditionReader
{
public:
    ConditionReader(const QString &expression, bool key, const QJsonObject &names,
                    const QJsonObject &values, const ConditionValue &value)
        : key_(key), names_(names), values_(values), value_(value)
    {
        static const QRegularExpression token(
            u"\\s*([A-Za-z_][A-Za-z0-9_]*|[#:][A-Za-z0-9_]+|<>|<=|>=|[=<>(),.\\[\\]]|\\d+)"_s);
        qsizetype at = 0;
        while (at < expression.size()) {
            const auto match = token.match(expression, at, QRegularExpression::NormalMatch,
                                           QRegularExpression::AnchorAtOffsetMatchOption);
            if (!match.hasMatch()) {
                if (!expression.sliced(at).trimmed().isEmpty())
                    failed_ = true;
                break;
            }
            tokens_ << match.captured(1);
            at = match.capturedEnd();
        }
    }

    std::optional<Boto3Condition> read()
    {
        if (failed_)
            return std::nullopt;
        auto [code, level] = disjunction();
        if (failed_ || at_ != tokens_.size())
            return std::nullopt;
        return Boto3Condition{code, usedNames_, usedValues_};
    }

private:
    // Python's operators bind as the expression's: ~ before &, & before |.
    enum Level
    {
        Or,
        And,
        Unary,
    };
    using Code = std::pair<QString, Level>;

    QString peek() const { return at_ < tokens_.size() ? tokens_[at_] : QString(); }
    bool keyword(QStringView word) const { return peek().compare(word, Qt::CaseInsensitive) == 0; }
    QString take() { return at_ < tokens_.size() ? tokens_[at_++] : (failed_ = true, QString()); }
    void expect(QStringView token)
    {
        if (take() != token)
            failed_ = true;
    }

    static QString operand(const Code &code, Level needed)
    {
        return code.second < needed ? u'(' + code.first + u')' : code.first;
    }

    Code disjunction()
    {
        Code left = conjunction();
        while (!failed_ && keyword(u"OR") && !key_) {
            take();
            left = {operand(left, Or) + u" | "_s + operand(conjunction(), Or), Or};
        }
        return left;
    }

    Code conjunction()
    {
        Code left = negation();
        while (!failed_ && keyword(u"AND")) {
            take();
            left = {operand(left, And) + u" & "_s + operand(negation(), And), And};
        }
        return left;
    }

    Code negation()
    {
        if (keyword(u"NOT") && !key_) {
            take();
            return {u'~' + operand(negation(), Unary), Unary};
        }
        if (peek() == u"(") {
            take();
            Code inner = disjunction();
            expect(u")");
            return {operand(inner, Unary), Unary};
        }
        return {condition(), Unary};
    }

    // A path as boto3 reads a name: its dots and [n] are the path's own.
    QString path()
    {
        QString text = name();
        while (!failed_ && (peek() == u"." || peek() == u"[")) {
            if (take() == u".") {
                text += u'.' + name();
            } else {
                const QString index = take();
                if (index.isEmpty() || !index[0].isDigit())
                    failed_ = true;
                text += u'[' + index + u']';
                expect(u"]");
            }
        }
        if (key_ && text.contains(u'.'))
            failed_ = true;
        return (key_ ? u"Key("_s : u"Attr("_s) + quoted(text) + u')';
    }

    QString name()
    {
        const QString token = take();
        QString resolved = token;
        if (token.startsWith(u'#')) {
            if (!names_.contains(token))
                failed_ = true;
            resolved = names_.value(token).toString();
            usedNames_.insert(token);
        } else if (token.isEmpty() || !(token[0].isLetter() || token[0] == u'_')) {
            failed_ = true;
        }
        static const QRegularExpression splits(u"[.\\[\\]]"_s);
        if (resolved.isEmpty() || resolved.contains(splits))
            failed_ = true;
        return resolved;
    }

    QString value()
    {
        const QString token = take();
        if (!token.startsWith(u':') || !values_.contains(token)) {
            failed_ = true;
            return {};
        }
        usedValues_.insert(token);
        return value_(values_.value(token).toObject());
    }

    QString condition()
    {
        static const QHash<QString, QString> functions{{u"begins_with"_s, u"begins_with"_s},
                                                       {u"contains"_s, u"contains"_s},
                                                       {u"attribute_exists"_s, u"exists"_s},
                                                       {u"attribute_not_exists"_s, u"not_exists"_s},
                                                       {u"attribute_type"_s, u"attribute_type"_s}};
        if (functions.contains(peek())) {
            const QString function = functions.value(take());
            if (key_ && function != u"begins_with")
                failed_ = true;
            expect(u"(");
            QString code = path() + u'.' + function + u'(';
            if (peek() == u",") {
                take();
                code += value();
            }
            expect(u")");
            return code + u')';
        }
        const QString subject = path();
        static const QHash<QString, QString> comparators{{u"="_s, u"eq"_s}, {u"<>"_s, u"ne"_s},
                                                         {u"<"_s, u"lt"_s}, {u"<="_s, u"lte"_s},
                                                         {u">"_s, u"gt"_s}, {u">="_s, u"gte"_s}};
        if (comparators.contains(peek())) {
            const QString method = comparators.value(take()); // before the value it compares with
            return subject + u'.' + method + u'(' + value() + u')';
        }
        if (keyword(u"BETWEEN")) {
            take();
            const QString low = value();
            if (!keyword(u"AND"))
                failed_ = true;
            take();
            return subject + u".between("_s + low + u", "_s + value() + u')';
        }
        if (keyword(u"IN") && !key_) {
            take();
            expect(u"(");
            QStringList list{value()};
            while (!failed_ && peek() == u",") {
                take();
                list << value();
            }
            expect(u")");
            return subject + u".is_in(["_s + list.join(u", "_s) + u"])"_s;
        }
        failed_ = true;
        return {};
    }

    bool key_;
    const QJsonObject &names_, &values_;
    const ConditionValue &value_;
    QStringList tokens_;
    qsizetype at_ = 0;
    bool failed_ = false;
    QSet<QString> usedNames_, usedValues_;
};

} // namespace

std::optional<Boto3Condition> boto3Condition(const QString &expression, bool key,
                                             const QJsonObject &names, const QJsonObject &values,
                                             const ConditionValue &value)
{
    return ConditionReader(expression, key, names, values, value).read();
}

QSet<QString> placeholdersIn(const QString &expression)
{
    static const QRegularExpression placeholder(u"[#:][A-Za-z0-9_]+"_s);
    QSet<QString> found;
    for (auto it = placeholder.globalMatch(expression); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

} // namespace lw::codegen
