#include "PetalsFiles.h"

#include "SaveFiles.h"
#include "engine/input.h"
#include "petals/rules/save.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

using namespace petals;

QByteArray PetalsFiles::saveText(const Game& g, const std::vector<Player>& players) {
    nlohmann::json doc = nlohmann::json::parse(petals::saveText(g));
    nlohmann::json computers = nlohmann::json::array();
    for (int s = 0; s < g.seats(); ++s) {
        const Player p =
            s < static_cast<int>(players.size()) ? players[static_cast<std::size_t>(s)] : Player{};
        computers.push_back(p.computer ? std::string(ai::botName(p.level)) : std::string());
    }
    doc["computers"] = computers;
    return QByteArray::fromStdString(doc.dump() + "\n");
}

PetalsFiles::Saved PetalsFiles::parse(const std::string& text) const {
    Game g = loadSave(components_, text); // throws SaveError
    std::vector<Player> players(static_cast<std::size_t>(g.seats()));
    const nlohmann::json doc = engine::parseJson(text); // loadSave read it a moment ago
    if (const auto it = doc.find("computers"); it != doc.end() && !it->is_null()) {
        if (!it->is_array() || static_cast<int>(it->size()) != g.seats())
            throw SaveError("corrupt_save", "\"computers\" is not a list of one entry per seat");
        for (std::size_t s = 0; s < players.size(); ++s) {
            const nlohmann::json& e = (*it)[s];
            if (!e.is_string())
                throw SaveError("corrupt_save", "computers[" + std::to_string(s) +
                                                    "] is not a computer player's level");
            if (e.get<std::string>().empty())
                continue;
            const auto kind = ai::botFromName(e.get<std::string>());
            if (!kind)
                throw SaveError("corrupt_save", "computers[" + std::to_string(s) +
                                                    "] is not a computer player's level");
            players[s] = {true, *kind};
        }
    }
    return {std::move(g), std::move(players)};
}

QString PetalsFiles::save(const Game& g, const std::vector<Player>& players,
                          const QString& path) const {
    // The one atomic writer (engine::writeFileAtomically, through the shell's savefiles).
    const QString error = savefiles::writeAtomically(path, saveText(g, players));
    return error.isEmpty() ? error : savefiles::bounded(error);
}

std::optional<PetalsFiles::Saved> PetalsFiles::open(const QString& path, QString& error) const {
    try {
        return parse(engine::readRegularFile(savefiles::nativePath(path)));
    } catch (const std::exception& e) {
        error = savefiles::bounded(
            tr("Cannot open “%1”: %2.")
                .arg(savefiles::shownPath(path), savefiles::fileReason(path, e.what())));
        return std::nullopt;
    }
}

QString PetalsFiles::autosavePath() const {
    return dir_.isEmpty() ? QString() : QDir(dir_).filePath(QString::fromLatin1(kAutosaveName));
}

QString PetalsFiles::previousAutosavePath() const {
    return dir_.isEmpty() ? QString()
                          : QDir(dir_).filePath(QString::fromLatin1(kPreviousAutosaveName));
}

QString PetalsFiles::writeAutosave(const Game& g, const std::vector<Player>& players,
                                   const std::function<void()>& beforeWrite) const {
    if (autosaveOff())
        return {};
    if (!QDir().mkpath(dir_))
        return tr("Cannot create the folder “%1”.").arg(savefiles::shownPath(dir_));
    const QByteArray bytes = saveText(g, players);
    if (beforeWrite)
        beforeWrite();
    return savefiles::writeAutosave(autosavePath(), previousAutosavePath(), bytes);
}

std::optional<PetalsFiles::Saved> PetalsFiles::resumableAutosave() const {
    if (autosaveOff())
        return std::nullopt;
    for (const QString& path : {autosavePath(), previousAutosavePath()}) {
        if (!QFileInfo::exists(path))
            continue;
        QString error;
        if (auto saved = open(path, error))
            return saved->game.isOver() ? std::nullopt : std::move(saved);
    }
    return std::nullopt;
}

QStringList PetalsFiles::setAsideDamagedAutosaves() {
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
