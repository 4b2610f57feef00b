// Checks a request's AWS Signature Version 4 (sigv4.h) against the endpoint's access keys
// (credentials.h) as DynamoDB does, in the service's order, each refusal with its type and text
// (HTTP 400, `{"__type": "com.amazon.coral.service#<type>", "message": …}`):
//
//   1. No Authorization header, or one not starting "AWS4-": MissingAuthenticationTokenException
//      "Request is missing Authentication Token".
//   2. No Credential, Signature or SignedHeaders parameter, or neither X-Amz-Date nor Date:
//      IncompleteSignatureException, one sentence for each ("Authorization header requires
//      'Credential' parameter. … Authorization=<the header>").
//   3. A date not in ISO 8601 basic format (20150830T123600Z; a Date header may also be an HTTP
//      date): IncompleteSignatureException "Date must be in ISO-8601 'basic format'. Got '<date>'.
//      See http://en.wikipedia.org/wiki/ISO_8601".
//   4. More than 15 minutes off `now`: InvalidSignatureException "Signature expired: <date> is now
//      earlier than <now - 15 min> (<now> - 15 min.)", or "Signature not yet current: <date> is
//      still later than <now + 15 min> (<now> + 15 min.)".
//   5. Host not signed: InvalidSignatureException "'Host' must be a 'SignedHeader' in the AWS
//      Authorization.".
//   6. Another algorithm than AWS4-HMAC-SHA256: IncompleteSignatureException "Unsupported AWS
//      'algorithm': '<it>' (only AWS4-HMAC-SHA256 for now). ".
//   7. A Credential of other than 5 parts: IncompleteSignatureException "Credential must have
//      exactly 5 slash-delimited elements, e.g. keyid/date/region/service/term, got '<it>'".
//   8. A scope for another service than dynamodb, another terminator than aws4_request, or
//      another day than the date's: InvalidSignatureException, one sentence for each. Any region
//      is accepted: the endpoint is not in one.
//   9. An access key id the endpoint does not know: UnrecognizedClientException "The security
//      token included in the request is invalid.".
//  10. A signature other than the one computed with that key's secret (the body, a signed
//      header, the date or the secret differ): InvalidSignatureException "The request signature
//      we calculated does not match the signature you provided. Check your AWS Secret Access Key
//      and signing method. Consult the service documentation for details.".
// A session token (X-Amz-Security-Token) is signed like any header and otherwise not checked.
// Pure; any thread.
#pragma once

#include "aws/sigv4.h"
#include "credentials.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace lw::server {

namespace sigv4 = lw::aws::sigv4;

struct AuthFailure
{
    QString type; // "UnrecognizedClientException" …
    QString message;
};

// Steps 1 and 2 alone: whether `request` carries an Authorization header of the form SigV4
// gives it, whoever signed it. The endpoint asks this of every DynamoDB request when it checks
// no credentials, so that a client that does not sign sees what the service would answer.
std::optional<AuthFailure> malformedAuthorization(const sigv4::Request &request);

// nullopt when `request` is signed by one of `credentials`' keys, at most 15 minutes from `now`.
std::optional<AuthFailure> authenticate(const sigv4::Request &request,
                                        const Credentials &credentials, const QDateTime &now);

} // namespace lw::server
