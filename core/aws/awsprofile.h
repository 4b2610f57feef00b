// Where a client's credentials and region come from, found as the AWS CLI finds them:
//
//   1. the environment: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (both, or neither counts),
//      with AWS_SESSION_TOKEN when set;
//   2. the profile (the one asked for, else AWS_PROFILE, else "default") in the shared
//      credentials file (AWS_SHARED_CREDENTIALS_FILE, else ~/.aws/credentials, section [name]),
//   3. then in the config file (AWS_CONFIG_FILE, else ~/.aws/config, section [profile name], or
//      [default] for the default profile): aws_access_key_id, aws_secret_access_key and
//      aws_session_token.
//
// A profile asked for by name skips the environment's keys, as `aws --profile P` does. The region:
// the one asked for, else AWS_REGION, else AWS_DEFAULT_REGION, else the profile's `region` in the
// config file. Static keys and session tokens only: profiles that assume a role, run a
// credential_process or sign in with SSO are refused with a message that says so, rather than
// silently ignored.
//
// The files are INI as the CLI writes them: [section] lines, `name = value` pairs, comments from
// "#" or ";" at the start of a line, names and section names trimmed. Pure but for reading the
// two files; any thread.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <expected>

namespace lw::aws {

struct AwsCredentials
{
    QByteArray accessKeyId;
    QByteArray secretAccessKey;
    QByteArray sessionToken; // empty: none
};

struct AwsSettings
{
    AwsCredentials credentials;
    QString region;          // empty: none found
    QString credentialsFrom; // "environment", "~/.aws/credentials [dev]" …, for the window to say
};

// What the lookup reads: the environment's variables and the home folder the files are under.
struct AwsSources
{
    QHash<QString, QString> environment;
    QString homeDir;
    // The system's: QProcessEnvironment and QDir::homePath().
    static AwsSources system();
};

// `profile` and `region` empty: as the CLI without --profile and --region. Errors: "No AWS
// credentials found: …" (with where it looked), "The profile <name> is not in <file> or
// <file>", "The profile <name> has aws_access_key_id but no aws_secret_access_key", and
// "The profile <name> uses <setting>, which Lifecycle Workbench does not support: give it static
// keys or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY".
std::expected<AwsSettings, QString>
findAwsSettings(const AwsSources &sources, const QString &profile = {}, const QString &region = {});

// The profiles the two files name, sorted, each once: the credentials file's sections and the
// config file's [profile name] sections and [default]. What a profile picker offers; reads the
// files as findAwsSettings does.
QStringList profileNames(const AwsSources &sources);

// An INI file's sections by name, each its settings by name (later repeats win).
QHash<QString, QHash<QString, QString>> parseIni(const QByteArray &text);

} // namespace lw::aws
