// The envelope of the programs' files and its one upgrade path (envelope.h).
#include "engine/envelope.h"

#include "engine/input.h"

#include <limits>

namespace engine {

using nlohmann::json;

Envelope readEnvelope(const json& doc, const FileFormat& kind) {
    Envelope e;
    e.isObject = doc.is_object();
    if (!e.isObject)
        return e;
    if (const auto f = doc.find("format"); f != doc.end() && !f->is_null()) {
        e.hasFormat = true;
        e.formatMatches = f->is_string() && f->get_ref<const std::string&>() == kind.format;
    }
    if (const auto v = doc.find("version"); v != doc.end() && !v->is_null()) {
        e.hasVersion = true;
        e.version = integerIn(*v, std::numeric_limits<std::int64_t>::min(),
                              std::numeric_limits<std::int64_t>::max());
        e.supported = e.version && *e.version >= kind.oldest && *e.version <= kind.current;
    }
    return e;
}

Envelope readEnvelope(const nlohmann::ordered_json& doc, const FileFormat& kind) {
    if (!doc.is_object())
        return {};
    json head = json::object();
    for (const char* key : {"format", "version"})
        if (const auto it = doc.find(key); it != doc.end())
            head[key] = json(*it);
    return readEnvelope(head, kind);
}

json envelopeJson(const FileFormat& kind) {
    return envelopeJson(kind, kind.current);
}

json envelopeJson(const FileFormat& kind, int version) {
    return json{{"format", kind.format}, {"version", version}};
}

json upgrade(const json& doc, int from, const FileFormat& kind,
             const std::vector<UpgradeStep>& steps) {
    json out = doc;
    for (int v = from; v < kind.current; ++v) {
        const auto i = static_cast<std::size_t>(v - kind.oldest);
        if (i < steps.size() && steps[i])
            out = steps[i](out);
        out["version"] = v + 1;
    }
    return out;
}

std::string versionsRead(const FileFormat& kind) {
    return kind.oldest == kind.current
               ? std::to_string(kind.current)
               : std::to_string(kind.oldest) + " to " + std::to_string(kind.current);
}

} // namespace engine
