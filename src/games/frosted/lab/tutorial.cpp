// The guided first game's script and its lessons (tutorial.h).
#include "frosted/lab/tutorial.h"

#include "engine/envelope.h"
#include "engine/input.h"
#include "engine/json_fields.h"

#include "frosted/rules/scoring.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <climits>

namespace frosted {

namespace {

constexpr std::array<std::string_view, kLessonCount> kLessonNames = {
    "take_free", "coins_on_tiles", "skip",         "take_coins", "turn_over",
    "gap",       "worker",         "barn",         "windmill",   "card_one",
    "card_two",  "claim",          "one_per_type", "end",        "tie_break"};

[[noreturn]] void invalid(const std::string& where, const std::string& what) {
    throw SetupError("invalid_tutorial", where + ": " + what);
}

} // namespace

std::string_view name(Lesson l) {
    return kLessonNames[static_cast<std::size_t>(l)];
}

std::optional<Lesson> lessonFromName(std::string_view s) {
    for (std::size_t i = 0; i < kLessonNames.size(); ++i)
        if (kLessonNames[i] == s)
            return static_cast<Lesson>(i);
    return std::nullopt;
}

GameState tutorialDeal(ComponentsPtr components, const TutorialScript& s,
                       const std::vector<std::string>& names) {
    SetupSpec spec;
    spec.players = names;
    spec.seed = s.seed;
    spec.startPlayer = 0;
    GameState g = GameState::setup(std::move(components), spec);
    g.setComputers(s.computers);
    return g;
}

std::vector<Lesson> lessonsOf(const GameState& before, const Action& a, const GameState& after) {
    std::vector<Lesson> out;
    if (before.isOver() || !before.check(a))
        return out;
    const ComponentSet& c = before.components();
    const int seat = before.currentSeat();
    const bool person = seat == 0;
    switch (a.kind) {
    case Action::Kind::Take: {
        if (!person)
            break;
        const Market& m = before.market();
        const int slot = m.slotOfKth(a.value);
        const int carried = m.coins[static_cast<std::size_t>(slot)];
        if (a.value == 1 && carried == 0)
            out.push_back(Lesson::TakeFree);
        if (a.value > 1)
            out.push_back(Lesson::Skip); // R-MKT-2
        if (carried > 0)
            out.push_back(Lesson::TakeCoins); // R-MKT-3
        break;
    }
    case Action::Kind::Place:
        // The other seat's tile, taken after skipping: its coins lie on the ring now.
        if (!person && before.currentTurn().skipped > 0)
            out.push_back(Lesson::CoinsOnTiles); // R-MKT-2
        if (person && a.orientation.side == Side::Back && a.orientation.rotation != 0)
            out.push_back(Lesson::TurnOver);
        break;
    case Action::Kind::PlayCard: {
        if (!person)
            break;
        // The tile just laid: the gaps it closed are filled (R-GAP-1..3), seen before the card.
        const ImprovementCounts made = before.improvementsThisTurn();
        if (made.total() > 0) // every gap gets an Improvement (R-GAP-2)
            out.push_back(Lesson::Gap);
        if (made[Improvement::Worker] > 0)
            out.push_back(Lesson::Worker);
        if (made[Improvement::Barn] > 0)
            out.push_back(Lesson::Barn);
        if (made[Improvement::Windmill] > 0)
            out.push_back(Lesson::Windmill);
        const LandscapeCard& card = c.cards[static_cast<std::size_t>(a.value)];
        const LandValues& groups = before.placedGroups();
        if (card.types.size() == 1 && groups[card.types[0]] > 0)
            out.push_back(Lesson::CardOne);
        if (card.types.size() == 2 && groups[card.types[0]] > 0 && groups[card.types[1]] > 0)
            out.push_back(Lesson::CardTwo);
        break;
    }
    case Action::Kind::Claim:
        if (person)
            out.push_back(Lesson::Claim);
        break;
    case Action::Kind::EndTurn: {
        if (!person)
            break;
        // R-OBJ-5: an objective on the board whose condition this turn meets, of a type the
        // person already holds.
        const PlayerState& p = before.player(seat);
        for (int o : before.board()) {
            const ObjectiveTile& tile = c.objectives[static_cast<std::size_t>(o)];
            if (p.holds(tile.type, c) &&
                objectiveQualifies(tile, before.placedGroups(), before.improvementsThisTurn(),
                                   p.garden.improvements())) {
                out.push_back(Lesson::OnePerType);
                break;
            }
        }
        break;
    }
    case Action::Kind::Pass:
        if (!person && before.phase() == Phase::PlaceTile && before.currentTurn().skipped > 0)
            out.push_back(Lesson::CoinsOnTiles);
        break;
    }
    if (after.isOver()) {
        out.push_back(Lesson::End);
        const std::vector<FinalScore> s = after.scores();
        if (std::any_of(s.begin(), s.end(), [](const FinalScore& f) {
                return f.decidedBy == FinalScore::Decider::Coins;
            }))
            out.push_back(Lesson::TieBreak);
    }
    return out;
}

namespace {

// The script is written by one release and read by the same: its one version only.
constexpr engine::FileFormat kTutorialFile{kTutorialFormat, kTutorialVersion, kTutorialVersion};

// A field of the script is refused as "<field>: must be <what was wanted>".
engine::Fields fieldsOf(const nlohmann::json& j, const std::string& where) {
    return engine::Fields(j, where, [](const engine::FieldProblem& p) {
        invalid(p.path(), "must be " + p.expected);
    });
}

std::vector<TutorialNote> notesOf(const nlohmann::json& notes, std::size_t actions) {
    std::vector<TutorialNote> out;
    int last = 0;
    for (std::size_t i = 0; i < notes.size(); ++i) {
        const auto& v = notes[i];
        const std::string where = "notes[" + std::to_string(i) + "]";
        // "before" read whole (integerIn), never narrowed: 4294967297 is not 1 (issue 32).
        const auto before = v.is_object() && v.contains("before")
                                ? integerIn(v["before"], INT_MIN, INT_MAX)
                                : std::nullopt;
        if (!before || !v.contains("id") || !v["id"].is_string())
            invalid(where, "must be {\"before\": n, \"id\": \"...\", \"at\": \"...\"}");
        TutorialNote n;
        n.before = static_cast<int>(*before);
        n.id = v["id"].get<std::string>();
        if (v.contains("at"))
            n.at = fieldsOf(v, where).text("at");
        if (n.before < last || n.before > static_cast<int>(actions))
            invalid(where + ".before", "must be from the previous note's to the number of actions");
        last = n.before;
        out.push_back(std::move(n));
    }
    return out;
}

} // namespace

TutorialScript tutorialFromJson(const ComponentSet& c, const nlohmann::json& j) {
    if (!j.is_object())
        invalid("tutorial", "must be a JSON object");
    const engine::Envelope envelope = engine::readEnvelope(j, kTutorialFile);
    if (!envelope.formatMatches)
        invalid("format", std::string("must be \"") + kTutorialFormat + "\"");
    // Read whole, never narrowed: 4294967297 is not version 1 (issue 32).
    if (!envelope.supported)
        invalid("version", "must be " + std::to_string(kTutorialVersion));
    const engine::Fields f = fieldsOf(j, "");
    TutorialScript s;
    s.seed = f.natural("seed");
    const nlohmann::json* computers = f.find("computers");
    if (!computers || !computers->is_array() || computers->size() != 2)
        invalid("computers", "must list the two seats (\"\" for the person)");
    for (const auto& v : *computers) {
        if (!v.is_string())
            invalid("computers", "must hold strings");
        s.computers.push_back(v.get<std::string>());
    }
    if (!s.computers[0].empty() || s.computers[1].empty())
        invalid("computers", "the first seat is the person, the second a computer player");
    const nlohmann::json& actions = f.array("actions", "a list of actions");
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const auto& v = actions[i];
        const std::string where = "actions[" + std::to_string(i) + "]";
        if (!v.is_string())
            invalid(where, "must be an action's text");
        std::string error;
        std::optional<Action> a = parseAction(v.get<std::string>(), c, &error);
        if (!a)
            invalid(where, error);
        s.actions.push_back(*a);
    }
    s.notes = notesOf(f.array("notes"), s.actions.size());
    return s;
}

nlohmann::json tutorialToJson(const ComponentSet& c, const TutorialScript& s) {
    nlohmann::json j = engine::envelopeJson(kTutorialFile);
    j["seed"] = s.seed;
    j["computers"] = s.computers;
    j["actions"] = nlohmann::json::array();
    for (const Action& a : s.actions)
        j["actions"].push_back(actionText(a, c));
    j["notes"] = nlohmann::json::array();
    for (const TutorialNote& n : s.notes)
        j["notes"].push_back({{"before", n.before}, {"id", n.id}, {"at", n.at}});
    return j;
}

std::vector<std::string> tutorialProblems(const ComponentsPtr& components,
                                          const TutorialScript& s) {
    std::vector<std::string> out;
    GameState g = tutorialDeal(components, s, {"You", "Rosa"});
    std::vector<std::vector<Lesson>> at(s.actions.size() + 1);
    for (std::size_t i = 0; i < s.actions.size(); ++i) {
        GameState next = g;
        if (ApplyResult r = next.apply(s.actions[i]); !r) {
            out.push_back("actions[" + std::to_string(i) + "] (" +
                          actionText(s.actions[i], *components) + ") is refused: " + r.reason);
            return out;
        }
        at[i] = lessonsOf(g, s.actions[i], next);
        // End and TieBreak are told once the game is over, after the last action.
        for (Lesson l : {Lesson::End, Lesson::TieBreak})
            if (auto it = std::find(at[i].begin(), at[i].end(), l); it != at[i].end()) {
                at[i].erase(it);
                at[s.actions.size()].push_back(l);
            }
        g = std::move(next);
    }
    if (!g.isOver())
        out.push_back("the game is not over after the last action");
    std::array<bool, kLessonCount> told{};
    for (const TutorialNote& n : s.notes) {
        const std::optional<Lesson> l = lessonFromName(n.id);
        if (!l)
            continue; // one of the script's own notes
        const auto& here = at[static_cast<std::size_t>(n.before)];
        if (std::find(here.begin(), here.end(), *l) == here.end())
            out.push_back("note \"" + n.id + "\" stands before action " + std::to_string(n.before) +
                          ", where that does not happen");
        told[static_cast<std::size_t>(*l)] = true;
    }
    for (int i = 0; i < kLessonCount; ++i)
        if (!told[static_cast<std::size_t>(i)])
            out.push_back("lesson \"" + std::string(name(static_cast<Lesson>(i))) +
                          "\" is never told");
    return out;
}

} // namespace frosted
