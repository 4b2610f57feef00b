#include "awsprofile.h"

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>

using namespace Qt::StringLiterals;

namespace lw::aws {

namespace {

using Ini = QHash<QString, QHash<QString, QString>>;

// The file a variable names, else the one under ~/.aws; how messages name it.
struct IniFile
{
    QString path;
    QString shown;
    Ini sections;
};

IniFile readIni(const AwsSources &sources, const QString &variable, const QString &name)
{
    IniFile file;
    file.path = sources.environment.value(variable);
    file.shown = file.path;
    if (file.path.isEmpty()) {
        file.path = QDir(sources.homeDir).filePath(u".aws/"_s + name);
        file.shown = u"~/.aws/"_s + name;
    }
    QFile in(file.path);
    if (in.open(QIODevice::ReadOnly))
        file.sections = parseIni(in.readAll());
    return file;
}

// Settings that make credentials some other way than static keys.
const QStringList kUnsupported = {
    u"role_arn"_s,      u"credential_process"_s,      u"sso_session"_s,
    u"sso_start_url"_s, u"web_identity_token_file"_s, u"credential_source"_s};

} // namespace

AwsSources AwsSources::system()
{
    AwsSources sources;
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : environment.keys())
        if (name.startsWith(u"AWS_"_s))
            sources.environment.insert(name, environment.value(name));
    sources.homeDir = QDir::homePath();
    return sources;
}

Ini parseIni(const QByteArray &text)
{
    Ini sections;
    QString section;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(u';'))
            continue;
        if (line.startsWith(u'[') && line.endsWith(u']')) {
            section = line.sliced(1, line.size() - 2).trimmed();
            sections[section];
            continue;
        }
        const qsizetype equals = line.indexOf(u'=');
        if (equals <= 0 || section.isEmpty())
            continue;
        sections[section].insert(line.first(equals).trimmed(), line.sliced(equals + 1).trimmed());
    }
    return sections;
}

std::expected<AwsSettings, QString> findAwsSettings(const AwsSources &sources,
                                                    const QString &profile, const QString &region)
{
    const auto env = [&](const QString &name) { return sources.environment.value(name); };
    const QString profileName = !profile.isEmpty()                ? profile
                                : env(u"AWS_PROFILE"_s).isEmpty() ? u"default"_s
                                                                  : env(u"AWS_PROFILE"_s);
    const IniFile credentialsFile =
        readIni(sources, u"AWS_SHARED_CREDENTIALS_FILE"_s, u"credentials"_s);
    const IniFile configFile = readIni(sources, u"AWS_CONFIG_FILE"_s, u"config"_s);
    const QString configSection =
        profileName == u"default"_s ? profileName : u"profile "_s + profileName;
    const bool inCredentials = credentialsFile.sections.contains(profileName);
    const bool inConfig = configFile.sections.contains(configSection);
    const QHash<QString, QString> config = configFile.sections.value(configSection);

    AwsSettings settings;
    settings.region = !region.isEmpty()                         ? region
                      : !env(u"AWS_REGION"_s).isEmpty()         ? env(u"AWS_REGION"_s)
                      : !env(u"AWS_DEFAULT_REGION"_s).isEmpty() ? env(u"AWS_DEFAULT_REGION"_s)
                                                                : config.value(u"region"_s);

    if (profile.isEmpty() && !env(u"AWS_ACCESS_KEY_ID"_s).isEmpty() &&
        !env(u"AWS_SECRET_ACCESS_KEY"_s).isEmpty()) {
        settings.credentials = {env(u"AWS_ACCESS_KEY_ID"_s).toUtf8(),
                                env(u"AWS_SECRET_ACCESS_KEY"_s).toUtf8(),
                                env(u"AWS_SESSION_TOKEN"_s).toUtf8()};
        settings.credentialsFrom = u"environment"_s;
        return settings;
    }
    if (!profile.isEmpty() && !inCredentials && !inConfig)
        return std::unexpected(u"The profile %1 is not in %2 or %3"_s.arg(
            profileName, credentialsFile.shown, configFile.shown));

    for (const auto &[values, from] :
         {std::pair{credentialsFile.sections.value(profileName), credentialsFile.shown},
          std::pair{config, configFile.shown}}) {
        for (const QString &setting : kUnsupported)
            if (values.contains(setting))
                return std::unexpected(
                    u"The profile %1 uses %2, which Lifecycle Workbench does not support: give "
                    u"it static keys or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"_s.arg(
                        profileName, setting));
        const QString keyId = values.value(u"aws_access_key_id"_s);
        if (keyId.isEmpty())
            continue;
        const QString secret = values.value(u"aws_secret_access_key"_s);
        if (secret.isEmpty())
            return std::unexpected(u"The profile %1 has aws_access_key_id but no "
                                   u"aws_secret_access_key in %2"_s.arg(profileName, from));
        settings.credentials = {keyId.toUtf8(), secret.toUtf8(),
                                values.value(u"aws_session_token"_s).toUtf8()};
        settings.credentialsFrom = u"%1 [%2]"_s.arg(from, profileName);
        return settings;
    }
    return std::unexpected(u"No AWS credentials found: set AWS_ACCESS_KEY_ID and "
                           u"AWS_SECRET_ACCESS_KEY, or give the profile %1 keys in %2"_s.arg(
                               profileName, credentialsFile.shown));
}

QStringList profileNames(const AwsSources &sources)
{
    QStringList names =
        readIni(sources, u"AWS_SHARED_CREDENTIALS_FILE"_s, u"credentials"_s).sections.keys();
    for (const QString &section :
         readIni(sources, u"AWS_CONFIG_FILE"_s, u"config"_s).sections.keys())
        if (section == u"default"_s)
            names << section;
        else if (section.startsWith(u"profile "_s))
            names << section.sliced(8).trimmed();
    names.sort();
    names.removeDuplicates();
    return names;
}

} // namespace lw::aws
