#include "connect/endpointpresets.h"

#include "connect/connectioncredentials.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw {

// The context of this file's texts.
struct EndpointPresets
{
    Q_DECLARE_TR_FUNCTIONS(lw::EndpointPresets)
};

QList<EndpointPreset> endpointPresets()
{
    return {EndpointPreset::AmazonDynamoDB, EndpointPreset::DynamoDBLocal,
            EndpointPreset::Alternator, EndpointPreset::LwbServe, EndpointPreset::Other};
}

QString presetName(EndpointPreset preset)
{
    switch (preset) {
    case EndpointPreset::AmazonDynamoDB:
        return EndpointPresets::tr("Amazon DynamoDB");
    case EndpointPreset::DynamoDBLocal:
        return EndpointPresets::tr("DynamoDB Local");
    case EndpointPreset::Alternator:
        return EndpointPresets::tr("ScyllaDB Alternator");
    case EndpointPreset::LwbServe:
        return EndpointPresets::tr("Another lwb serve");
    case EndpointPreset::Other:
        return EndpointPresets::tr("Other endpoint");
    }
    return {};
}

QString presetUrl(EndpointPreset preset, const QString &region)
{
    switch (preset) {
    case EndpointPreset::AmazonDynamoDB:
        return u"https://dynamodb.%1.amazonaws.com"_s.arg(
            region.isEmpty() ? kDefaultRegion.toString() : region);
    case EndpointPreset::DynamoDBLocal:
    case EndpointPreset::Alternator:
        return u"http://localhost:8000"_s;
    case EndpointPreset::LwbServe:
        return u"http://127.0.0.1:8000"_s;
    case EndpointPreset::Other:
        return {};
    }
    return {};
}

EndpointPreset presetOf(const QString &url)
{
    static const QRegularExpression aws(u"^https://dynamodb\\.[a-z0-9-]+\\.amazonaws\\.com/?$"_s);
    if (aws.match(url).hasMatch())
        return EndpointPreset::AmazonDynamoDB;
    for (const EndpointPreset preset : endpointPresets())
        if (preset != EndpointPreset::AmazonDynamoDB && preset != EndpointPreset::Other &&
            presetUrl(preset, {}) == url)
            return preset;
    return EndpointPreset::Other;
}

} // namespace lw
