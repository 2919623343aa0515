// What the saves of every game share (engine/saves.h).
#include "engine/saves.h"

namespace engine {

nlohmann::json openSave(const std::string& text, const FileFormat& kind, std::string_view game,
                        const std::string& notThisGame, const std::string& dataHash) {
    nlohmann::json doc;
    try {
        doc = parseJson(text);
    } catch (const InputError& e) {
        throw SaveError("malformed_json", std::string("not JSON: ") + e.what());
    }
    const Envelope env = readEnvelope(doc, kind);
    if (!env.formatMatches)
        throw SaveError("not_a_save",
                        "not a saved game (no \"format\": \"" + std::string(kind.format) + "\")");
    if (!env.supported)
        throw SaveError("unsupported_version", "a save of a version this program does not read (" +
                                                   versionsRead(kind) + ")");
    if (!doc.contains("game") || doc.at("game") != nlohmann::json(std::string(game)))
        throw SaveError("data_mismatch", notThisGame);
    if (!doc.contains("data_hash") || doc.at("data_hash") != dataHash)
        throw SaveError("data_mismatch", "this save was played with another data set");
    return doc;
}

std::string readSaveText(const std::filesystem::path& path) {
    try {
        return readRegularFile(path);
    } catch (const InputError& e) {
        throw SaveError("io_error", e.what());
    }
}

} // namespace engine
