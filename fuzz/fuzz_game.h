// The libFuzzer targets' drivers that every game's targets share (docs/reliability.md "Fuzzing"),
// as templates over the game's Game and data set: a save from any bytes, lines of action text on
// a reached position, and a data set's verdict. What a
// game checks of a game it reached or loaded stays its own (its *_fuzz.h, its soak).
#pragma once

#include "fuzz_common.h"

#include "engine/saves.h"

#include <cstdint>
#include <exception>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace fuzzcheck {

// A save from any bytes: `load(text)` must give a Game or refuse it with a SaveError of a
// documented code (malformed_json, not_a_save, unsupported_version, data_mismatch, corrupt_save)
// and a message of one short line; a game it loads is handed to `checkLoaded`.
template <class Game, class Load, class CheckLoaded>
void checkSaveInput(const std::uint8_t* data, std::size_t size, Load load,
                    CheckLoaded checkLoaded) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    Game g;
    try {
        g = load(text);
    } catch (const engine::SaveError& e) {
        static const std::set<std::string> kCodes = {
            "malformed_json", "not_a_save", "unsupported_version", "data_mismatch", "corrupt_save"};
        if (!kCodes.count(e.code()))
            finding("a SaveError of the code " + e.code());
        checkMessage(e.what(), 600, "a SaveError's message");
        return;
    } catch (const std::exception& e) {
        finding(std::string("loadSave threw something else than SaveError: ") + e.what());
    }
    checkLoaded(g);
}

// Up to 16 lines of `rest`, each parsed with Game::parseAction on `g`: a refusal names what is
// wrong in one short line; an accepted text prints back byte for byte and is handed to `tryIt`.
template <class Game, class TryIt>
void tryActionLines(Game& g, std::string_view rest, TryIt tryIt) {
    for (int line = 0; line < 16 && !rest.empty(); ++line) {
        const std::size_t end = rest.find('\n');
        const std::string_view text = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
        std::string why;
        const auto a = Game::parseAction(g.components(), text, &why);
        if (!a) {
            checkMessage(why, 200, "parseAction's error");
            continue;
        }
        if (g.actionText(*a) != text)
            finding("parseAction accepts a text that prints back as \"" + g.actionText(*a) + "\"");
        tryIt(*a);
    }
}

// The verdict of one load of a data set: the content hash, or the problems' lines. A DataError
// must have problems, each one short line matching its parts (`checkFile(problem)`: that it names
// its file); any other exception is a finding.
template <class DataError, class Components, class Load, class CheckFile>
std::vector<std::string> dataVerdict(Load load, Components* out, CheckFile checkFile) {
    try {
        *out = load();
        return {(*out)->contentHash};
    } catch (const DataError& e) {
        if (e.problems().empty() || e.details().size() != e.problems().size())
            finding("a DataError without problems, or parts that do not match its lines");
        for (std::size_t i = 0; i < e.details().size(); ++i) {
            const auto& p = e.details()[i];
            checkMessage(p.text, 400, "a data problem");
            checkMessage(p.message, 400, "the message of a data problem");
            if (p.text != e.problems()[i])
                finding("a data problem that does not start with its file: " + p.text);
            checkFile(p);
            if (!p.item.empty())
                checkMessage(p.item, 400, "the item of a data problem");
        }
        return e.problems();
    } catch (const std::exception& e) {
        finding(std::string("loading threw something else than DataError: ") + e.what());
    }
}

} // namespace fuzzcheck
