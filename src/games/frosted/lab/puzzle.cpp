// Puzzles (puzzle.h): the document, the judge and the solver.
#include "frosted/lab/puzzle.h"

#include "engine/envelope.h"
#include "engine/input.h"
#include "engine/json_fields.h"
#include "frosted/rules/data_loader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace frosted {

using nlohmann::json;

namespace {

[[noreturn]] void invalid(const std::string& where, const std::string& what) {
    throw PuzzleError(where + ": " + what);
}

// The most of one Improvement a single placement can earn: a tile of five cells closes at most
// a few small gaps (R-GAP-1/2). A goal asking for more can never be met.
constexpr int kMaxImprovementsPerTurn = 8;
constexpr int kMaxTextBytes = 2000;

PuzzleText textFrom(const json& j, const std::string& where, bool required) {
    PuzzleText t;
    auto one = [&](const json& v, const std::string& at) {
        if (!v.is_string() || v.get<std::string>().empty())
            invalid(at, "must be a text that is not empty");
        std::string s = v.get<std::string>();
        if (s.size() > static_cast<std::size_t>(kMaxTextBytes))
            invalid(at, "is longer than " + std::to_string(kMaxTextBytes) + " bytes");
        return s;
    };
    if (j.is_null()) {
        if (required)
            invalid("the puzzle", "missing field \"" + where + "\"");
        return t;
    }
    if (j.is_string()) {
        t.en = one(j, where);
        return t;
    }
    if (!j.is_object())
        invalid(where, "must be a text or {\"en\": ..., \"fr\": ..., \"ja\": ...}");
    for (const auto& [key, v] : j.items()) {
        if (key == "en")
            t.en = one(v, where + ".en");
        else if (key == "fr")
            t.fr = one(v, where + ".fr");
        else if (key == "ja")
            t.ja = one(v, where + ".ja");
        else
            invalid(where + "." + oneLine(key, 40),
                    "unknown language; the texts are \"en\", \"fr\" and \"ja\"");
    }
    if (t.en.empty())
        invalid(where, "needs the English text, \"en\"");
    return t;
}

json textTo(const PuzzleText& t) {
    if (t.fr.empty() && t.ja.empty())
        return t.en;
    json j = {{"en", t.en}};
    if (!t.fr.empty())
        j["fr"] = t.fr;
    if (!t.ja.empty())
        j["ja"] = t.ja;
    return j;
}

constexpr engine::FileFormat kPuzzleFile{kPuzzleFormat, kPuzzleVersion};

// A field of a puzzle is refused as "<field>: must be <what was wanted>".
engine::Fields fieldsOf(const json& j, const std::string& where) {
    return engine::Fields(j, where, [](const engine::FieldProblem& p) {
        invalid(p.path(), "must be " + p.expected);
    });
}

PuzzleGoal goalFrom(const ComponentSet& c, const json& j, const std::string& where) {
    if (!j.is_object())
        invalid(where, "must be an object such as {\"score\": 20}");
    static const std::array<const char*, 4> kinds = {"score", "improvement", "claim", "coins"};
    const char* kind = nullptr;
    for (const auto& item : j.items()) {
        const std::string& key = item.key(); // a plain name: lambdas capture it (clang 14)
        const bool known = std::find_if(kinds.begin(), kinds.end(),
                                        [&](const char* k) { return key == k; }) != kinds.end();
        if (known) {
            if (kind)
                invalid(where, "one part of the goal at a time: \"" + std::string(kind) +
                                   "\" and \"" + key + "\" (make two parts)");
            kind = std::find_if(kinds.begin(), kinds.end(),
                                [&](const char* k) { return key == k; })[0];
        } else if (key != "count") {
            invalid(where + "." + oneLine(key, 40),
                    "unknown goal; a goal part is \"score\", \"improvement\", \"claim\" or "
                    "\"coins\"");
        }
    }
    if (!kind)
        invalid(where, "names no goal; a goal part is \"score\", \"improvement\", \"claim\" or "
                       "\"coins\"");
    const std::string k = kind;
    if (j.contains("count") && k != "improvement")
        invalid(where + ".count", "only an \"improvement\" goal has a count");
    const engine::Fields f = fieldsOf(j, where);
    PuzzleGoal g;
    if (k == "score") {
        g.kind = PuzzleGoal::Kind::Score;
        g.amount = static_cast<int>(f.integer("score", 1, 999));
    } else if (k == "coins") {
        g.kind = PuzzleGoal::Kind::Coins;
        g.amount = static_cast<int>(f.integer("coins", 1, 999));
    } else if (k == "improvement") {
        g.kind = PuzzleGoal::Kind::Improvement;
        const json& v = j.at("improvement");
        if (!v.is_string())
            invalid(where + ".improvement", "must be \"worker\", \"barn\" or \"windmill\"");
        const auto i = parseImprovement(v.get<std::string>());
        if (!i)
            invalid(where + ".improvement",
                    shown(v.get<std::string>()) +
                        " is not an Improvement; they are \"worker\", \"barn\" and \"windmill\"");
        g.improvement = *i;
        g.amount = static_cast<int>(f.integerOr("count", 1, kMaxImprovementsPerTurn, 1));
    } else {
        g.kind = PuzzleGoal::Kind::Claim;
        const json& v = j.at("claim");
        if (!v.is_string())
            invalid(where + ".claim", "must be an objective type (\"windmill\") or an "
                                      "objective's id (\"windmill-2\")");
        const std::string s = v.get<std::string>();
        if (const auto t = parseObjectiveType(s)) {
            g.claimType = *t;
        } else if (const auto o = c.objectiveIndex(s)) {
            g.objective = *o;
            g.claimType = c.objectives[static_cast<std::size_t>(*o)].type;
        } else {
            invalid(where + ".claim", shown(s) + " is neither an objective type (purple, red, "
                                                 "white, water, worker, barn, windmill) nor an "
                                                 "objective's id");
        }
    }
    return g;
}

// Goals the position can never meet: objectives not on the board, a type already held, two
// claims of one type (R-OBJ-5).
void checkPossible(const ComponentSet& c, const Puzzle& p) {
    const PositionSeat& seat = p.position.seats[static_cast<std::size_t>(p.seat())];
    std::array<bool, kObjectiveTypeCount> claimed{};
    for (std::size_t i = 0; i < p.goal.size(); ++i) {
        const PuzzleGoal& g = p.goal[i];
        const std::string where = "goal[" + std::to_string(i) + "]";
        if (g.kind == PuzzleGoal::Kind::Coins) {
            int most = seat.coins + 2 * kMaxImprovementsPerTurn;
            for (int coins : p.position.ringCoins)
                most += coins;
            if (g.amount > most)
                invalid(where + ".coins", "the seat cannot hold " + std::to_string(g.amount) +
                                              " coins after this turn");
            continue;
        }
        if (g.kind != PuzzleGoal::Kind::Claim)
            continue;
        const std::string type(name(g.claimType));
        for (int held : seat.objectives)
            if (c.objectives[static_cast<std::size_t>(held)].type == g.claimType)
                invalid(where + ".claim", "the seat already holds a " + type +
                                              " objective, and one of each type is the most "
                                              "(R-OBJ-5)");
        if (claimed[static_cast<std::size_t>(index(g.claimType))])
            invalid(where + ".claim",
                    "a second " + type + " objective: one of each type is the most (R-OBJ-5)");
        claimed[static_cast<std::size_t>(index(g.claimType))] = true;
        const auto& board = p.position.board;
        if (g.objective >= 0) {
            if (std::find(board.begin(), board.end(), g.objective) == board.end())
                invalid(where + ".claim", c.objectives[static_cast<std::size_t>(g.objective)].id +
                                              " is not on the board");
        } else if (std::none_of(board.begin(), board.end(), [&](int o) {
                       return c.objectives[static_cast<std::size_t>(o)].type == g.claimType;
                   })) {
            invalid(where + ".claim", "no " + type + " objective is on the board");
        }
    }
}

// The seat's record once its turn has ended, else null.
template <class State>
const PlayerTurn* recordOf(const State& g, int seat) {
    for (const TurnRecord& r : g.log())
        if (const auto* t = std::get_if<PlayerTurn>(&r))
            if (t->seat == seat)
                return t;
    return nullptr;
}

template <class State>
PuzzleVerdict judge(const Puzzle& p, const State& g) {
    const ComponentSet& c = g.components();
    const int seat = p.seat();
    PuzzleVerdict v;
    const PlayerTurn* done = recordOf(g, seat);
    v.finished = done != nullptr;
    // The turn so far: nothing before the take step is over (and nothing once another seat's
    // turn has started without this seat's record: cannot happen in a puzzle's game).
    PlayerTurn now;
    ImprovementCounts improvements;
    if (done) {
        now = *done;
    } else if (g.currentSeat() == seat && g.phase() != Phase::TakeTile &&
               g.phase() != Phase::GameOver) {
        now = g.currentTurn();
    }
    for (const Gap& gap : now.gaps)
        improvements += gap.improvements;
    const int coins = g.player(seat).coins;
    for (const PuzzleGoal& goal : p.goal) {
        GoalCheck check;
        check.goal = goal;
        switch (goal.kind) {
        case PuzzleGoal::Kind::Score:
            check.have = now.points;
            check.need = goal.amount;
            check.text = "scored " + std::to_string(check.have) + " of " +
                         std::to_string(check.need) + " points";
            break;
        case PuzzleGoal::Kind::Improvement:
            check.have = improvements[goal.improvement];
            check.need = goal.amount;
            check.text = "earned " + std::to_string(check.have) + " of " +
                         std::to_string(check.need) + " " + std::string(name(goal.improvement)) +
                         (check.need == 1 ? "" : "s");
            break;
        case PuzzleGoal::Kind::Claim: {
            check.need = 1;
            int got = -1;
            for (int o : now.claimed)
                if (goal.objective >= 0
                        ? o == goal.objective
                        : c.objectives[static_cast<std::size_t>(o)].type == goal.claimType)
                    got = o;
            check.have = got >= 0 ? 1 : 0;
            const std::string what = goal.objective >= 0
                                         ? c.objectives[static_cast<std::size_t>(goal.objective)].id
                                         : std::string(name(goal.claimType)) + " objective";
            check.text = got >= 0 ? "claimed " + c.objectives[static_cast<std::size_t>(got)].id
                                  : "did not claim " + what;
            break;
        }
        case PuzzleGoal::Kind::Coins:
            check.have = coins;
            check.need = goal.amount;
            check.text =
                "holds " + std::to_string(coins) + " of " + std::to_string(goal.amount) + " coins";
            break;
        }
        check.met = check.have >= check.need;
        v.goals.push_back(std::move(check));
    }
    v.solved = v.finished && std::all_of(v.goals.begin(), v.goals.end(),
                                         [](const GoalCheck& k) { return k.met; });
    return v;
}

} // namespace

const std::string& PuzzleText::in(std::string_view language) const {
    const std::string_view two = language.substr(0, 2);
    if (two == "fr" && !fr.empty())
        return fr;
    if (two == "ja" && !ja.empty())
        return ja;
    return en;
}

std::string_view name(PuzzleGoal::Kind k) {
    switch (k) {
    case PuzzleGoal::Kind::Score:
        return "score";
    case PuzzleGoal::Kind::Improvement:
        return "improvement";
    case PuzzleGoal::Kind::Claim:
        return "claim";
    case PuzzleGoal::Kind::Coins:
        return "coins";
    }
    return "score";
}

Puzzle puzzleFromJson(const ComponentsPtr& components, const json& j) {
    const ComponentSet& c = *components;
    if (!j.is_object())
        invalid("the puzzle", "must be an object {\"format\": \"frosted-blooms-puzzle\", ...}");
    for (const auto& item : j.items()) {
        const std::string& key = item.key(); // a plain name: lambdas capture it (clang 14)
        static const std::array<const char*, 7> known = {"format", "version", "title",   "note",
                                                         "hint",   "goal",    "position"};
        if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; }))
            invalid(oneLine(key, 40), "unknown field; a puzzle has \"format\", \"version\", "
                                      "\"title\", \"note\", \"hint\", \"goal\" and \"position\"");
    }
    const engine::Envelope envelope = engine::readEnvelope(j, kPuzzleFile);
    if (!envelope.formatMatches)
        invalid("format", std::string("must be \"") + kPuzzleFormat + "\"");
    if (!j.contains("version"))
        invalid("the puzzle", "missing field \"version\"");
    if (!envelope.supported)
        invalid("version", "must be " + engine::wholeNumberFrom(1, kPuzzleVersion));
    Puzzle p;
    auto field = [&](const char* key) -> const json& {
        static const json null;
        return j.contains(key) ? j.at(key) : null;
    };
    p.title = textFrom(field("title"), "title", true);
    p.note = textFrom(field("note"), "note", false);
    p.hint = textFrom(field("hint"), "hint", false);
    const json& goal = field("goal");
    if (!goal.is_array() || goal.empty())
        invalid("goal", "must be a list of at least one part, such as [{\"score\": 20}]");
    for (std::size_t i = 0; i < goal.size(); ++i)
        p.goal.push_back(goalFrom(c, goal[i], "goal[" + std::to_string(i) + "]"));
    const json& position = field("position");
    if (position.is_null())
        invalid("the puzzle", "missing field \"position\"");
    try {
        p.position = positionFromJson(c, position);
    } catch (const SetupError& e) {
        // "seats[0].coins: must be ..." becomes "position.seats[0].coins: must be ...".
        const std::string what = e.what();
        const std::size_t colon = what.find(": ");
        if (colon == std::string::npos)
            invalid("position", what);
        invalid("position." + what.substr(0, colon), what.substr(colon + 2));
    }
    if (const auto problems = positionProblems(components, p.position); !problems.empty()) {
        std::string all = problems.front();
        if (problems.size() > 1)
            all += " (and " + std::to_string(problems.size() - 1) + " more)";
        invalid("position", all);
    }
    const PositionSeat& seat = p.position.seats[static_cast<std::size_t>(p.seat())];
    if (!seat.computer.empty())
        invalid("position.seats[" + std::to_string(p.seat()) + "].computer",
                "the seat to play solves the puzzle: it must be a person");
    checkPossible(c, p);
    return p;
}

json puzzleToJson(const ComponentSet& c, const Puzzle& p) {
    json goal = json::array();
    for (const PuzzleGoal& g : p.goal) {
        switch (g.kind) {
        case PuzzleGoal::Kind::Score:
            goal.push_back({{"score", g.amount}});
            break;
        case PuzzleGoal::Kind::Coins:
            goal.push_back({{"coins", g.amount}});
            break;
        case PuzzleGoal::Kind::Improvement: {
            json part = {{"improvement", std::string(name(g.improvement))}};
            if (g.amount != 1)
                part["count"] = g.amount;
            goal.push_back(part);
            break;
        }
        case PuzzleGoal::Kind::Claim:
            goal.push_back(
                {{"claim", g.objective >= 0 ? c.objectives[static_cast<std::size_t>(g.objective)].id
                                            : std::string(name(g.claimType))}});
            break;
        }
    }
    json j = engine::envelopeJson(kPuzzleFile);
    j["title"] = textTo(p.title);
    if (!p.note.empty())
        j["note"] = textTo(p.note);
    if (!p.hint.empty())
        j["hint"] = textTo(p.hint);
    j["goal"] = goal;
    j["position"] = embeddedPositionJson(c, p.position);
    return j;
}

Puzzle loadPuzzle(const ComponentsPtr& c, const std::filesystem::path& file) {
    json j;
    try {
        j = parseJson(readRegularFile(file));
    } catch (const InputError& e) {
        throw PuzzleError(e.what());
    }
    Puzzle p = puzzleFromJson(c, j);
    std::string id = file.filename().string();
    if (id.size() > 5 && id.compare(id.size() - 5, 5, ".json") == 0)
        id.resize(id.size() - 5);
    p.id = id;
    return p;
}

std::filesystem::path defaultPuzzleDir() {
    return (defaultDataDir() / ".." / "puzzles").lexically_normal();
}

GameState puzzleGame(const ComponentsPtr& c, const Puzzle& p) {
    GameState g = GameState::fromPosition(c, p.position);
    std::vector<std::string> computers;
    for (int s = 0; s < g.seatCount(); ++s) {
        const std::string& level = p.position.seats[static_cast<std::size_t>(s)].computer;
        computers.push_back(s == p.seat() ? std::string() : level.empty() ? "medium" : level);
    }
    g.setComputers(computers);
    return g;
}

PuzzleVerdict judgePuzzle(const Puzzle& p, const GameState& g) {
    return judge(p, g);
}

PuzzleVerdict judgePuzzle(const Puzzle& p, const SeatView& g) {
    return judge(p, g);
}

namespace {

struct Solver {
    const Puzzle& puzzle;
    bool countAll;
    PuzzleSearch out;
    std::vector<Action> line;

    // True to stop.
    bool walk(const GameState& g) {
        if (g.currentSeat() != puzzle.seat() || g.phase() == Phase::GameOver ||
            recordOf(g, puzzle.seat())) {
            ++out.plays;
            if (judge(puzzle, g).solved) {
                ++out.solutions;
                if (!out.solution)
                    out.solution = line;
                return !countAll;
            }
            return false;
        }
        const std::vector<Action> actions = g.legalActions();
        // At the claim step, claims in increasing order only (a set of claims once each), then
        // the end of the turn.
        const int lastClaim =
            !line.empty() && line.back().kind == Action::Kind::Claim ? line.back().value : -1;
        for (const Action& a : actions) {
            if (a.kind == Action::Kind::Claim && a.value <= lastClaim)
                continue;
            GameState next = g;
            if (!next.apply(a))
                continue;
            line.push_back(a);
            const bool stop = walk(next);
            line.pop_back();
            if (stop)
                return true;
        }
        return false;
    }
};

} // namespace

PuzzleSearch solvePuzzle(const ComponentsPtr& c, const Puzzle& p, bool countAll) {
    Solver s{p, countAll, {}, {}};
    s.walk(puzzleGame(c, p));
    return s.out;
}

std::vector<Action> trivialPlay(const GameState& start) {
    GameState g = start;
    std::vector<Action> out;
    const int seat = g.currentSeat();
    while (!g.isOver() && g.currentSeat() == seat) {
        const std::vector<Action> legal = g.legalActions();
        if (legal.empty())
            break;
        // The first legal action of each step; at the claim step, done at once.
        Action a = legal.front();
        if (g.phase() == Phase::Claim)
            a = Action::endTurn();
        out.push_back(a);
        if (!g.apply(a) || a.kind == Action::Kind::EndTurn)
            break;
    }
    return out;
}

} // namespace frosted
