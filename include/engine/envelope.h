// The envelope of every file the programs write and read (issue 32): saves, positions, puzzles,
// the guided game's script, balance reports, the record of solved puzzles and the statistics.
// Each is a JSON object that opens with {"format": "<name>", "version": <n>, ...}; a save adds
// "data_hash", the component data it was played with.
//
// One check reads the envelope (the version read whole: 4294967297 is never version 1) and one
// upgrade path brings an older document to the current version a step at a time, so that the
// files of every earlier release keep opening. The wording of a refusal stays each reader's own
// (its contract's sentences, docs/cli.md).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// A kind of file: the "format" it names and the versions this program reads.
struct FileFormat {
    std::string_view format;
    int current = 1; // the version written
    int oldest = 1;  // the oldest version still read
};

// What a document's envelope says, checked against a FileFormat.
struct Envelope {
    bool isObject = false;
    bool hasFormat = false;     // a "format" field that is not null
    bool formatMatches = false; // "format" is the FileFormat's name
    bool hasVersion = false;    // a "version" field that is not null
    // The version as a whole number (absent when it is none: a fraction, a text, beyond 64 bits).
    std::optional<std::int64_t> version;
    bool supported = false; // version within oldest..current

    // Whether the document is of this format at a version this program reads.
    bool ok() const { return formatMatches && supported; }
    // The version read, or 0 when there is none.
    int versionOr0() const { return supported ? static_cast<int>(*version) : 0; }
};

Envelope readEnvelope(const nlohmann::json& doc, const FileFormat& kind);
// The same of a document that keeps its keys in order (balance reports).
Envelope readEnvelope(const nlohmann::ordered_json& doc, const FileFormat& kind);

// {"format": ..., "version": current}, the start of every document written of this kind.
nlohmann::json envelopeJson(const FileFormat& kind);
// The same with "version": `version` (a kind that writes an older version when it suffices).
nlohmann::json envelopeJson(const FileFormat& kind, int version);

// The one upgrade path: steps[i] turns a document of version oldest + i into the next one.
using UpgradeStep = std::function<nlohmann::json(const nlohmann::json&)>;

// Brings `doc`, of a supported version `from`, to `kind.current` through the steps (a step that
// is empty leaves the document as it is: a version that only added fields). The steps throw the
// reader's own errors.
nlohmann::json upgrade(const nlohmann::json& doc, int from, const FileFormat& kind,
                       const std::vector<UpgradeStep>& steps);

// The numbers of the versions read, "1 to 3" (or "1" alone): how a message names them.
std::string versionsRead(const FileFormat& kind);

} // namespace engine
