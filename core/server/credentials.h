// The access keys an endpoint accepts (`lwb serve --credentials FILE`): access key id → secret
// access key. The file holds one key a line, the id and the secret separated by spaces or tabs:
//
//   # the keys of the team's test clients
//   AKIDEXAMPLE wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY
//   ci-runner   another-secret
//
// Blank lines and lines starting with '#' are ignored; an id is 1 to 128 characters without
// blanks, a secret 1 to 128 characters without blanks (an AWS secret access key is 40). Errors
// (Validation, naming the file and line): a line with one or three fields, an id given twice,
// a file with no key at all; a file that cannot be read (its path and the system's reason).
// Values; any thread.
#pragma once

#include "model/error.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace lw::server {

class Credentials
{
public:
    // `origin` names the text in errors ("keys.txt").
    static Result<Credentials> parse(const QByteArray &text, const QString &origin);
    static Result<Credentials> load(const QString &path);

    std::optional<QByteArray> secretOf(const QString &accessKeyId) const;
    qsizetype size() const { return m_secrets.size(); }

private:
    QHash<QString, QByteArray> m_secrets;
};

} // namespace lw::server
