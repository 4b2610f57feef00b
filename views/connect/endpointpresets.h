// The endpoints File ▸ Connect… offers by name, each with the URL it is usually reached at:
// Amazon DynamoDB in a region, DynamoDB Local, ScyllaDB Alternator and another `lwb serve`.
#pragma once

#include <QList>
#include <QString>

namespace lw {

enum class EndpointPreset
{
    AmazonDynamoDB, // https://dynamodb.<region>.amazonaws.com
    DynamoDBLocal,  // http://localhost:8000, the port its docs and jar start on
    Alternator,     // http://localhost:8000, the alternator_port ScyllaDB's docs use
    LwbServe,       // http://127.0.0.1:8000, `lwb serve`'s default (README "Endpoint")
    Other,          // a URL typed in
};

QList<EndpointPreset> endpointPresets();
// As the dialog lists it: "Amazon DynamoDB", "DynamoDB Local" …
QString presetName(EndpointPreset preset);
// The URL; `region` is AWS's (empty: kDefaultRegion), ignored by the others. Empty for Other.
QString presetUrl(EndpointPreset preset, const QString &region);
// The first preset whose URL `url` is (AWS's in any region), else Other.
EndpointPreset presetOf(const QString &url);

} // namespace lw
