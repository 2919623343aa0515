#include "BlossomsFiles.h"

#include "SaveFiles.h"
#include "blossoms/rules/save.h"
#include "engine/input.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

using namespace blossoms;

namespace {

[[noreturn]] void corrupt(const std::string& why) {
    throw SaveError("corrupt_save", why);
}

// A list of `n` whole numbers in [lo, hi], or corrupt_save naming `what`.
std::vector<int> numbers(const nlohmann::json& j, std::size_t n, int lo, int hi,
                         const std::string& what) {
    if (!j.is_array() || j.size() != n)
        corrupt(what + " is not a list of one number per player");
    std::vector<int> out;
    for (const nlohmann::json& e : j) {
        if (!e.is_number_integer() || e.get<long long>() < lo || e.get<long long>() > hi)
            corrupt(what + " holds a value out of range");
        out.push_back(static_cast<int>(e.get<long long>()));
    }
    return out;
}

BlossomsFiles::MatchState parseMatch(const nlohmann::json& m, int players) {
    constexpr int kMaxPoints = 100000;
    if (!m.is_object() || !m.contains("games") || !m["games"].is_array())
        corrupt("\"match\" is not a match of games");
    BlossomsFiles::MatchState out;
    const auto n = static_cast<std::size_t>(players);
    for (const nlohmann::json& g : m["games"]) {
        if (!g.is_object() || !g.contains("start") || !g["start"].is_number_integer())
            corrupt("a game of \"match\" has no start player");
        const long long start = g["start"].get<long long>();
        if (start < 0 || start >= players)
            corrupt("a game of \"match\" has a start player out of range");
        out.games.push_back(
            {static_cast<int>(start),
             numbers(g.value("totals", nlohmann::json()), n, 0, kMaxPoints, "\"match\" totals"),
             numbers(g.value("tokens", nlohmann::json()), n, 0, kMaxPoints, "\"match\" tokens")});
    }
    if (out.games.size() >= 3) // R-BL-VAR-1: this game is one of the three
        corrupt("\"match\" holds more games than a match of three");
    return out;
}

} // namespace

QByteArray BlossomsFiles::saveText(const Game& g, const std::vector<Player>& players,
                                   const std::optional<MatchState>& match, bool odds) {
    nlohmann::json doc = nlohmann::json::parse(blossoms::saveText(g));
    nlohmann::json computers = nlohmann::json::array();
    for (int s = 0; s < g.seats(); ++s) {
        const Player p =
            s < static_cast<int>(players.size()) ? players[static_cast<std::size_t>(s)] : Player{};
        computers.push_back(p.computer ? std::string(ai::botName(p.level)) : std::string());
    }
    doc["computers"] = computers;
    doc["odds"] = odds;
    if (match) {
        nlohmann::json games = nlohmann::json::array();
        for (const MatchGame& m : match->games)
            games.push_back({{"start", m.startPlayer}, {"totals", m.totals}, {"tokens", m.tokens}});
        doc["match"] = {{"games", games}};
    }
    return QByteArray::fromStdString(doc.dump() + "\n");
}

BlossomsFiles::Saved BlossomsFiles::parse(const std::string& text) const {
    Game g = loadSave(components_, text); // throws SaveError
    std::vector<Player> players(static_cast<std::size_t>(g.seats()));
    const nlohmann::json doc = engine::parseJson(text); // loadSave read it a moment ago
    if (const auto it = doc.find("computers"); it != doc.end() && !it->is_null()) {
        if (!it->is_array() || static_cast<int>(it->size()) != g.seats())
            corrupt("\"computers\" is not a list of one entry per seat");
        for (std::size_t s = 0; s < players.size(); ++s) {
            const nlohmann::json& e = (*it)[s];
            if (!e.is_string())
                corrupt("computers[" + std::to_string(s) + "] is not a computer player's level");
            if (e.get<std::string>().empty())
                continue;
            const auto kind = ai::botFromName(e.get<std::string>());
            if (!kind)
                corrupt("computers[" + std::to_string(s) + "] is not a computer player's level");
            players[s] = {true, *kind};
        }
    }
    bool odds = g.variant().children;
    if (const auto it = doc.find("odds"); it != doc.end() && !it->is_null()) {
        if (!it->is_boolean())
            corrupt("\"odds\" is not true or false");
        odds = it->get<bool>();
    }
    std::optional<MatchState> match;
    if (const auto it = doc.find("match"); it != doc.end() && !it->is_null())
        match = parseMatch(*it, g.seats());
    return {std::move(g), std::move(players), std::move(match), odds};
}

QString BlossomsFiles::save(const Saved& s, const QString& path) const {
    const QString error =
        savefiles::writeAtomically(path, saveText(s.game, s.players, s.match, s.odds));
    return error.isEmpty() ? error : savefiles::bounded(error);
}

std::optional<BlossomsFiles::Saved> BlossomsFiles::open(const QString& path, QString& error) const {
    try {
        return parse(engine::readRegularFile(savefiles::nativePath(path)));
    } catch (const std::exception& e) {
        error = savefiles::bounded(
            tr("Cannot open “%1”: %2.")
                .arg(savefiles::shownPath(path), savefiles::fileReason(path, e.what())));
        return std::nullopt;
    }
}

QString BlossomsFiles::autosavePath() const {
    return dir_.isEmpty() ? QString() : QDir(dir_).filePath(QString::fromLatin1(kAutosaveName));
}

QString BlossomsFiles::previousAutosavePath() const {
    return dir_.isEmpty() ? QString()
                          : QDir(dir_).filePath(QString::fromLatin1(kPreviousAutosaveName));
}

QString BlossomsFiles::writeAutosave(const Saved& s,
                                     const std::function<void()>& beforeWrite) const {
    if (autosaveOff())
        return {};
    if (!QDir().mkpath(dir_))
        return tr("Cannot create the folder “%1”.").arg(savefiles::shownPath(dir_));
    const QByteArray bytes = saveText(s.game, s.players, s.match, s.odds);
    if (beforeWrite)
        beforeWrite();
    return savefiles::writeAutosave(autosavePath(), previousAutosavePath(), bytes);
}

std::optional<BlossomsFiles::Saved> BlossomsFiles::resumableAutosave() const {
    if (autosaveOff())
        return std::nullopt;
    for (const QString& path : {autosavePath(), previousAutosavePath()}) {
        if (!QFileInfo::exists(path))
            continue;
        QString error;
        if (auto saved = open(path, error)) {
            // A match between its games resumes at the end of the last one (R-BL-VAR-1).
            const bool matchGoesOn = saved->match && saved->match->games.size() + 1 < 3;
            return saved->game.isOver() && !matchGoesOn ? std::nullopt : std::move(saved);
        }
    }
    return std::nullopt;
}

QStringList BlossomsFiles::setAsideDamagedAutosaves() {
    if (autosaveOff())
        return {};
    const savefiles::SetAside done = savefiles::setAsideDamagedAutosaves(
        dir_, {autosavePath(), previousAutosavePath()},
        [this](const QString& path) -> std::optional<savefiles::AutosaveProblem> {
            try {
                (void)parse(engine::readRegularFile(savefiles::nativePath(path)));
                return std::nullopt;
            } catch (const std::exception& e) {
                return savefiles::AutosaveProblem{savefiles::fileReason(path, e.what()), false};
            }
        },
        [](const QDateTime& when, int attempt, bool) {
            return savefiles::damagedAutosaveName(when, attempt, QLatin1String(kSuffix));
        });
    damaged_ = done.damaged;
    blocked_ = done.blocked;
    return done.messages;
}
