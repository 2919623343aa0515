#include "frosted/lab/balance.h"

#include "engine/envelope.h"
#include "frosted/rules/components.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <stdexcept>

namespace frosted {

using json = nlohmann::ordered_json;

GameFigures figuresOf(const GameState& end, const std::vector<int>& offered, int game,
                      std::uint64_t seed, int firstSeat) {
    const int players = static_cast<int>(end.players().size());
    // The game's seat s is identity seat (firstSeat + s) mod players; the MG stays last.
    auto identity = [&](int s) { return s >= players ? s : (firstSeat + s) % players; };
    GameFigures f;
    f.game = game;
    f.seed = seed;
    // The objectives on the board at setup: those left and those claimed (a claimed tile leaves
    // the board).
    f.board = end.board();
    f.offered = offered;
    const std::vector<FinalScore> scores = end.scores();
    f.seats.resize(scores.size());
    for (std::size_t s = 0; s < scores.size(); ++s) {
        GameFigures::Seat& seat = f.seats[static_cast<std::size_t>(identity(static_cast<int>(s)))];
        const FinalScore& line = scores[s];
        seat.startPosition = static_cast<int>(s) + 1;
        seat.track = line.track;
        seat.improvements = line.improvements;
        seat.objectives = line.objectives;
        seat.coins = line.coins;
        seat.total = line.total;
        seat.rank = line.rank;
        if (static_cast<int>(s) < players) {
            seat.built = end.player(static_cast<int>(s)).garden.improvements();
            seat.objectivesClaimed =
                static_cast<int>(end.player(static_cast<int>(s)).objectives.size());
        } else {
            seat.built = end.gardener().improvements;
            seat.objectivesClaimed = static_cast<int>(end.gardener().objectives.size());
        }
    }
    const int gardenerSeat = players;
    auto claim = [&](const std::vector<int>& claimed, int seat, int round) {
        for (int o : claimed)
            f.claims.push_back({o, seat, round});
    };
    for (const TurnRecord& r : end.log()) {
        if (const auto* t = std::get_if<PlayerTurn>(&r)) {
            const int seat = identity(t->seat);
            if (t->took >= 0)
                f.taken.push_back(t->took);
            if (t->card >= 0)
                f.cards.push_back({t->card, seat, t->points});
            for (const Gap& gap : t->gaps)
                ++f.gapShapes[static_cast<std::size_t>(gap.shape)];
            claim(t->claimed, seat, t->round);
        } else if (const auto* m = std::get_if<GardenerTurn>(&r)) {
            claim(m->claimed, gardenerSeat, m->round);
        } else if (const auto* e = std::get_if<GardenerEndClaims>(&r)) {
            claim(e->claimed, gardenerSeat, e->round);
        }
    }
    for (const GameFigures::Claim& cl : f.claims)
        if (std::find(f.board.begin(), f.board.end(), cl.objective) == f.board.end())
            f.board.push_back(cl.objective);
    std::sort(f.board.begin(), f.board.end());
    return f;
}

BalanceAccumulator::BalanceAccumulator(ComponentsPtr components, BalanceSetup setup,
                                       bool keepFigures)
    : c_(std::move(components)), setup_(std::move(setup)), keep_(keepFigures) {
    const ComponentSet& c = *c_;
    const auto seats = static_cast<std::size_t>(setup_.players + (setup_.solo ? 1 : 0));
    totals_.resize(seats);
    wins_.assign(seats, 0);
    parts_.assign(seats, {0, 0, 0, 0});
    positionWins_.assign(static_cast<std::size_t>(setup_.players), 0);
    const std::size_t objectives = c.objectives.size();
    onBoard_.assign(objectives, 0);
    claimedGames_.assign(objectives, 0);
    claims_.assign(objectives, 0);
    byGardener_.assign(objectives, 0);
    roundSum_.assign(objectives, 0);
    byRound_.assign(objectives, std::vector<int>(static_cast<std::size_t>(c.rules.rounds), 0));
    offered_.assign(c.tiles.size(), 0);
    taken_.assign(c.tiles.size(), 0);
    cardPlays_.assign(c.cards.size(), 0);
    cardSum_.assign(c.cards.size(), 0);
    cardSquares_.assign(c.cards.size(), 0);
}

void BalanceAccumulator::add(const GameFigures& g) {
    const int players = setup_.players;
    ++games_;
    for (std::size_t s = 0; s < g.seats.size() && s < totals_.size(); ++s) {
        const GameFigures::Seat& seat = g.seats[s];
        totals_[s].push_back(seat.total);
        wins_[s] += seat.rank == 1;
        parts_[s][0] += seat.track;
        parts_[s][1] += seat.improvements;
        parts_[s][2] += seat.objectives;
        parts_[s][3] += seat.coins;
        if (static_cast<int>(s) < players && seat.rank == 1 && seat.startPosition >= 1 &&
            seat.startPosition <= players)
            ++positionWins_[static_cast<std::size_t>(seat.startPosition - 1)];
        for (int k = 0; k < kImprovementCount; ++k)
            improvements_[static_cast<std::size_t>(k)] += seat.built.n[static_cast<std::size_t>(k)];
        digest_ = (digest_ ^ static_cast<std::uint64_t>(seat.total + 1000 * seat.rank)) *
                  1099511628211ull;
    }
    for (int o : g.board)
        ++onBoard_[static_cast<std::size_t>(o)];
    for (std::size_t k = 0; k < g.claims.size(); ++k) {
        const GameFigures::Claim& cl = g.claims[k];
        const auto o = static_cast<std::size_t>(cl.objective);
        if (cl.round >= 1 && cl.round <= static_cast<int>(byRound_[o].size()))
            ++byRound_[o][static_cast<std::size_t>(cl.round - 1)];
        roundSum_[o] += cl.round;
        ++claims_[o];
        byGardener_[o] += cl.seat >= players;
        // A game counts once for an objective, however often it was claimed in it.
        bool earlier = false;
        for (std::size_t e = 0; e < k && !earlier; ++e)
            earlier = g.claims[e].objective == cl.objective;
        claimedGames_[o] += !earlier;
    }
    for (int k = 0; k < kGapShapeCount; ++k)
        shapes_[static_cast<std::size_t>(k)] += g.gapShapes[static_cast<std::size_t>(k)];
    for (int t : g.offered)
        ++offered_[static_cast<std::size_t>(t)];
    for (int t : g.taken)
        ++taken_[static_cast<std::size_t>(t)];
    for (const GameFigures::CardPlay& cp : g.cards) {
        const auto k = static_cast<std::size_t>(cp.card);
        ++cardPlays_[k];
        cardSum_[k] += cp.points;
        cardSquares_[k] += static_cast<double>(cp.points) * cp.points;
    }
    if (keep_) { // what the CSV reads; the rest is summed above
        GameFigures slim;
        slim.game = g.game;
        slim.seed = g.seed;
        slim.seats = g.seats;
        kept_.push_back(std::move(slim));
    }
}

BalanceReport BalanceAccumulator::report() const {
    const ComponentSet& c = *c_;
    BalanceReport r;
    r.setup = setup_;
    r.games = games_;
    r.digest = digest_;
    const int players = setup_.players;
    const double games = std::max(1, r.games);
    for (std::size_t s = 0; s < totals_.size(); ++s) {
        BalanceReport::SeatRow row;
        const bool gardener = static_cast<int>(s) >= players;
        row.name = gardener ? std::string(kGardenerName) : "Seat " + std::to_string(s + 1);
        row.bot = gardener ? kGardenerBot
                           : (setup_.bots.size() == 1  ? setup_.bots[0]
                              : s < setup_.bots.size() ? setup_.bots[s]
                                                       : std::string());
        row.wins = rateOf(wins_[s], r.games);
        row.total = distributionOf(totals_[s]);
        row.track = static_cast<double>(parts_[s][0]) / games;
        row.improvements = static_cast<double>(parts_[s][1]) / games;
        row.objectives = static_cast<double>(parts_[s][2]) / games;
        row.coins = static_cast<double>(parts_[s][3]) / games;
        r.seats.push_back(std::move(row));
    }
    for (int p = 0; p < players; ++p)
        r.positions.push_back(rateOf(positionWins_[static_cast<std::size_t>(p)], r.games));
    for (std::size_t o = 0; o < c.objectives.size(); ++o) {
        const ObjectiveTile& tile = c.objectives[o];
        BalanceReport::ObjectiveRow row;
        row.id = tile.id;
        row.type = tile.type;
        row.threshold = tile.threshold;
        row.points = tile.points;
        row.claimed = rateOf(claimedGames_[o], onBoard_[o]);
        row.byRound = byRound_[o];
        row.meanRound = claims_[o] == 0 ? 0.0 : static_cast<double>(roundSum_[o]) / claims_[o];
        row.byGardener = byGardener_[o];
        r.objectives.push_back(std::move(row));
    }
    for (int k = 0; k < kGapShapeCount; ++k)
        r.gapShapesPerGame[static_cast<std::size_t>(k)] =
            r.games == 0 ? 0.0 : static_cast<double>(shapes_[static_cast<std::size_t>(k)]) / games;
    for (int k = 0; k < kImprovementCount; ++k)
        r.improvementsPerGame[static_cast<std::size_t>(k)] =
            r.games == 0 ? 0.0
                         : static_cast<double>(improvements_[static_cast<std::size_t>(k)]) / games;
    for (std::size_t t = 0; t < c.tiles.size(); ++t)
        r.tiles.push_back({c.tiles[t].id, rateOf(taken_[t], offered_[t])});
    for (std::size_t k = 0; k < c.cards.size(); ++k) {
        const double n = static_cast<double>(cardPlays_[k]);
        const double mean = n > 0 ? cardSum_[k] / n : 0.0;
        const double var =
            n > 1 ? std::max(0.0, (cardSquares_[k] - n * mean * mean) / (n - 1)) : 0.0;
        r.cards.push_back({c.cards[k].id, static_cast<int>(cardPlays_[k]), mean, std::sqrt(var)});
    }
    return r;
}

// ---------------------------------------------------------------------------------------------
// JSON

namespace {

// Whole numbers read from a report file: refused (naming the field) unless they are integers that
// fit, never converted from a float or out of range (a file is anyone's: the fuzzer found 3e39).
int intAt(const json& j, const char* key) {
    const json& v = j.at(key);
    if (v.is_number_unsigned() && v.get<std::uint64_t>() <= std::uint64_t(INT_MAX))
        return static_cast<int>(v.get<std::uint64_t>());
    if (v.is_number_integer() && !v.is_number_unsigned() && v.get<std::int64_t>() >= INT_MIN &&
        v.get<std::int64_t>() <= INT_MAX)
        return static_cast<int>(v.get<std::int64_t>());
    throw std::invalid_argument(std::string(key) + ": must be a whole number");
}

std::vector<int> intsAt(const json& j, const char* key) {
    const json& v = j.at(key);
    if (!v.is_array())
        throw std::invalid_argument(std::string(key) + ": must be a list of whole numbers");
    std::vector<int> out;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const json one = {{key, v[i]}};
        out.push_back(intAt(one, key));
    }
    return out;
}

std::uint64_t u64At(const json& j, const char* key) {
    const json& v = j.at(key);
    if (!v.is_number_unsigned())
        throw std::invalid_argument(std::string(key) + ": must be a whole number from 0");
    return v.get<std::uint64_t>();
}

constexpr const char* kFormat = "frosted-blooms-balance";
constexpr const char* kAbFormat = "frosted-blooms-balance-ab";
constexpr int kVersion = 1;
constexpr engine::FileFormat kReportFile{kFormat, kVersion};
constexpr engine::FileFormat kAbFile{kAbFormat, kVersion};

double r4(double v) {
    const double x = std::round(v * 10000.0) / 10000.0;
    return x == 0.0 ? 0.0 : x; // never "-0.0"
}

// A p-value to 6 significant digits: the same text on every machine's libm.
double significant6(double p) {
    if (!(p > 0))
        return 0.0;
    const double scale = std::pow(10.0, 5 - static_cast<int>(std::floor(std::log10(p))));
    return std::round(p * scale) / scale;
}

json rateJson(const Rate& r) {
    return json{{"hits", r.hits},
                {"trials", r.trials},
                {"rate", r4(r.value)},
                {"ci95", json::array({r4(r.low), r4(r.high)})}};
}

Rate rateFrom(const json& j) {
    Rate r;
    r.hits = intAt(j, "hits");
    r.trials = intAt(j, "trials");
    r.value = j.at("rate").get<double>();
    r.low = j.at("ci95").at(0).get<double>();
    r.high = j.at("ci95").at(1).get<double>();
    return r;
}

json distributionJson(const Distribution& d) {
    return json{
        {"n", d.n},
        {"mean", r4(d.mean)},
        {"sd", r4(d.sd)},
        {"min", d.min},
        {"q1", r4(d.q1)},
        {"median", r4(d.median)},
        {"q3", r4(d.q3)},
        {"max", d.max},
        {"histogram", json{{"start", d.binStart}, {"width", d.binWidth}, {"counts", d.counts}}}};
}

Distribution distributionFrom(const json& j) {
    Distribution d;
    d.n = intAt(j, "n");
    d.mean = j.at("mean").get<double>();
    d.sd = j.at("sd").get<double>();
    d.min = intAt(j, "min");
    d.q1 = j.at("q1").get<double>();
    d.median = j.at("median").get<double>();
    d.q3 = j.at("q3").get<double>();
    d.max = intAt(j, "max");
    const json& h = j.at("histogram");
    d.binStart = intAt(h, "start");
    d.binWidth = intAt(h, "width");
    d.counts = intsAt(h, "counts");
    return d;
}

std::string hex(std::uint64_t v) {
    static const char* digits = "0123456789abcdef";
    std::string s(16, '0');
    for (int i = 15; i >= 0; --i, v >>= 4)
        s[static_cast<std::size_t>(i)] = digits[v & 15];
    return s;
}

// The checks a report read from a file must pass before anything is drawn from it: every count
// within what a run can give, every rate consistent with its hits and trials.
void require(bool ok, const std::string& what) {
    if (!ok)
        throw std::invalid_argument(what);
}

// An id from a file as a message shows it: at most 40 characters, control characters as '?'.
std::string named(const std::string& id) {
    std::string out = id.size() > 40 ? id.substr(0, 40) + "..." : id;
    for (char& ch : out)
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
            ch = '?';
    return out;
}

void checkRate(const Rate& r, const std::string& where) {
    require(r.hits >= 0 && r.trials >= 0 && r.hits <= r.trials,
            where + ": hits must be from 0 to trials");
    require(r.value >= 0 && r.value <= 1 && r.low >= 0 && r.high <= 1 && r.low <= r.high,
            where + ": the rate and its interval must lie from 0 to 1, low before high");
    const double expected = r.trials == 0 ? 0.0 : static_cast<double>(r.hits) / r.trials;
    require(std::fabs(r.value - expected) <= 1e-4, where + ": the rate is not hits / trials");
}

// A figure a report can hold and write back: a number, not beyond a billion either way.
void checkFigure(double v, const std::string& where) {
    require(std::isfinite(v) && std::fabs(v) <= 1e9, where + ": a number out of range");
}

void checkDistribution(const Distribution& d, const std::string& where) {
    require(d.n >= 0 && d.min <= d.max, where + ": n must not be negative, min not above max");
    for (double v : {d.mean, d.sd, d.q1, d.median, d.q3})
        checkFigure(v, where);
    require(std::abs(d.binStart) <= 1000000000, where + ".histogram: a start out of range");
    require(d.binWidth >= 1 && d.counts.size() <= 100000,
            where + ".histogram: a width of at least 1 and at most 100000 bins");
    for (int k : d.counts)
        require(k >= 0, where + ".histogram: a negative count");
}

void checkReport(const BalanceReport& r) {
    const BalanceSetup& s = r.setup;
    require(s.players >= 1 && s.players <= 4, "setup.players must be 1 to 4");
    require(!s.solo || s.players == 1, "setup.solo is one player");
    require(s.games >= 0 && s.games <= 1000000, "setup.games must be 0 to 1000000");
    require(s.bots.size() == 1 || static_cast<int>(s.bots.size()) == s.players,
            "setup.bots: one for all seats or one per seat");
    require(r.games >= 0 && r.games <= s.games, "games must be 0 to setup.games");
    require(r.seats.size() == static_cast<std::size_t>(s.players + (s.solo ? 1 : 0)),
            "seats: one per player, and the Master Gardener in solo");
    require(r.positions.size() == static_cast<std::size_t>(s.players),
            "start_positions: one per player");
    require(r.objectives.size() <= 1000 && r.tiles.size() <= 1000 && r.cards.size() <= 1000,
            "more objectives, tiles or cards than a data set holds");
    for (std::size_t k = 0; k < r.seats.size(); ++k) {
        const std::string where = "seats[" + std::to_string(k) + "]";
        checkRate(r.seats[k].wins, where + ".wins");
        require(r.seats[k].wins.trials == r.games, where + ".wins: trials must be the games");
        checkDistribution(r.seats[k].total, where + ".score");
        require(r.seats[k].total.n == r.games, where + ".score: n must be the games");
        for (double v :
             {r.seats[k].track, r.seats[k].improvements, r.seats[k].objectives, r.seats[k].coins})
            checkFigure(v, where + ".breakdown");
    }
    for (std::size_t k = 0; k < r.positions.size(); ++k) {
        const std::string where = "start_positions[" + std::to_string(k) + "]";
        checkRate(r.positions[k], where);
        require(r.positions[k].trials == r.games, where + ": trials must be the games");
    }
    for (double v : r.gapShapesPerGame)
        checkFigure(v, "gap_shapes_per_game");
    for (double v : r.improvementsPerGame)
        checkFigure(v, "improvements_per_game");
    for (const auto& o : r.objectives) {
        checkRate(o.claimed, "objective " + named(o.id) + ".claimed");
        checkFigure(o.meanRound, "objective " + named(o.id) + ".mean_round");
        require(o.byRound.size() <= 100,
                "objective " + named(o.id) + ".by_round: at most 100 rounds");
        for (int k : o.byRound)
            require(k >= 0, "objective " + named(o.id) + ".by_round: a negative count");
    }
    for (const auto& t : r.tiles)
        checkRate(t.taken, "tile " + named(t.id));
    for (const auto& k : r.cards) {
        require(k.played >= 0, "card " + named(k.id) + ".played must not be negative");
        checkFigure(k.meanPoints, "card " + named(k.id) + ".mean_points");
        checkFigure(k.sd, "card " + named(k.id) + ".sd");
    }
}

} // namespace

json reportJson(const BalanceReport& r) {
    const BalanceSetup& s = r.setup;
    json out = engine::envelopeJson(kReportFile);
    out["setup"] = json{{"players", s.players},
                        {"solo", s.solo},
                        {"games", s.games},
                        {"seed", s.seed},
                        {"bots", s.bots},
                        {"rotate_start", s.rotateStart},
                        {"iterations", s.iterations},
                        {"think_ms", s.thinkMs},
                        {"data", s.dataName},
                        {"data_hash", s.dataHash}};
    out["games"] = r.games;
    out["digest"] = hex(r.digest);
    json seats = json::array();
    for (const BalanceReport::SeatRow& row : r.seats) {
        json breakdown = json{{"track", r4(row.track)},
                              {"improvements", r4(row.improvements)},
                              {"objectives", r4(row.objectives)},
                              {"coins", r4(row.coins)}};
        seats.push_back(json{{"name", row.name},
                             {"bot", row.bot},
                             {"wins", rateJson(row.wins)},
                             {"score", distributionJson(row.total)},
                             {"breakdown", breakdown}});
    }
    out["seats"] = seats;
    json positions = json::array();
    for (std::size_t p = 0; p < r.positions.size(); ++p) {
        json row = rateJson(r.positions[p]);
        row["position"] = static_cast<int>(p) + 1;
        positions.push_back(row);
    }
    out["start_positions"] = positions;
    json objectives = json::array();
    for (const BalanceReport::ObjectiveRow& o : r.objectives)
        objectives.push_back(json{{"id", o.id},
                                  {"type", std::string(name(o.type))},
                                  {"threshold", o.threshold},
                                  {"points", o.points},
                                  {"claimed", rateJson(o.claimed)},
                                  {"by_round", o.byRound},
                                  {"mean_round", r4(o.meanRound)},
                                  {"by_master_gardener", o.byGardener}});
    out["objectives"] = objectives;
    json shapes = json::object();
    for (int k = 0; k < kGapShapeCount; ++k)
        shapes[std::string(name(static_cast<GapShape>(k)))] =
            r4(r.gapShapesPerGame[static_cast<std::size_t>(k)]);
    out["gap_shapes_per_game"] = shapes;
    json improvements = json::object();
    for (Improvement i : kImprovements)
        improvements[std::string(name(i))] =
            r4(r.improvementsPerGame[static_cast<std::size_t>(index(i))]);
    out["improvements_per_game"] = improvements;
    json tiles = json::array();
    for (const BalanceReport::TileRow& t : r.tiles) {
        json row = rateJson(t.taken);
        row["id"] = t.id;
        tiles.push_back(row);
    }
    out["tiles"] = tiles;
    json cards = json::array();
    for (const BalanceReport::CardRow& k : r.cards)
        cards.push_back(json{{"id", k.id},
                             {"played", k.played},
                             {"mean_points", r4(k.meanPoints)},
                             {"sd", r4(k.sd)}});
    out["cards"] = cards;
    return out;
}

BalanceReport reportFromJson(const json& j) {
    try {
        const engine::Envelope envelope = engine::readEnvelope(j, kReportFile);
        if (!envelope.formatMatches)
            throw std::invalid_argument("not a balance report (\"format\": \"" +
                                        std::string(kFormat) + "\" is missing)");
        if (!envelope.supported)
            throw std::invalid_argument(
                "a balance report of version " + std::to_string(intAt(j, "version")) +
                "; this release reads version " + engine::versionsRead(kReportFile));
        BalanceReport r;
        const json& s = j.at("setup");
        r.setup.players = intAt(s, "players");
        r.setup.solo = s.at("solo").get<bool>();
        r.setup.games = intAt(s, "games");
        r.setup.seed = u64At(s, "seed");
        r.setup.bots = s.at("bots").get<std::vector<std::string>>();
        r.setup.rotateStart = s.at("rotate_start").get<bool>();
        r.setup.iterations = intAt(s, "iterations");
        r.setup.thinkMs = intAt(s, "think_ms");
        r.setup.dataName = s.at("data").get<std::string>();
        r.setup.dataHash = s.at("data_hash").get<std::string>();
        r.games = intAt(j, "games");
        const std::string digest = j.at("digest").get<std::string>();
        require(!digest.empty() && digest.size() <= 16 &&
                    digest.find_first_not_of("0123456789abcdef") == std::string::npos,
                "digest must be 1 to 16 hexadecimal digits");
        r.digest = std::stoull(digest, nullptr, 16);
        for (const json& row : j.at("seats")) {
            BalanceReport::SeatRow seat;
            seat.name = row.at("name").get<std::string>();
            seat.bot = row.at("bot").get<std::string>();
            seat.wins = rateFrom(row.at("wins"));
            seat.total = distributionFrom(row.at("score"));
            const json& b = row.at("breakdown");
            seat.track = b.at("track").get<double>();
            seat.improvements = b.at("improvements").get<double>();
            seat.objectives = b.at("objectives").get<double>();
            seat.coins = b.at("coins").get<double>();
            r.seats.push_back(std::move(seat));
        }
        for (const json& row : j.at("start_positions"))
            r.positions.push_back(rateFrom(row));
        for (const json& row : j.at("objectives")) {
            BalanceReport::ObjectiveRow o;
            o.id = row.at("id").get<std::string>();
            const auto type = parseObjectiveType(row.at("type").get<std::string>());
            if (!type)
                throw std::invalid_argument("objective " + named(o.id) + ": unknown type");
            o.type = *type;
            o.threshold = intAt(row, "threshold");
            o.points = intAt(row, "points");
            o.claimed = rateFrom(row.at("claimed"));
            o.byRound = intsAt(row, "by_round");
            o.meanRound = row.at("mean_round").get<double>();
            o.byGardener = intAt(row, "by_master_gardener");
            r.objectives.push_back(std::move(o));
        }
        for (int k = 0; k < kGapShapeCount; ++k)
            r.gapShapesPerGame[static_cast<std::size_t>(k)] =
                j.at("gap_shapes_per_game")
                    .at(std::string(name(static_cast<GapShape>(k))))
                    .get<double>();
        for (Improvement i : kImprovements)
            r.improvementsPerGame[static_cast<std::size_t>(index(i))] =
                j.at("improvements_per_game").at(std::string(name(i))).get<double>();
        for (const json& row : j.at("tiles"))
            r.tiles.push_back({row.at("id").get<std::string>(), rateFrom(row)});
        for (const json& row : j.at("cards"))
            r.cards.push_back({row.at("id").get<std::string>(), intAt(row, "played"),
                               row.at("mean_points").get<double>(), row.at("sd").get<double>()});
        checkReport(r);
        return r;
    } catch (const json::exception& e) {
        // nlohmann's "[json.exception.type_error.302] type must be number, but is string" without
        // its bracket.
        std::string what = e.what();
        if (const auto end = what.find("] ");
            what.rfind("[json.exception", 0) == 0 && end != std::string::npos)
            what.erase(0, end + 2);
        throw std::invalid_argument("a damaged balance report: " + what);
    } catch (const std::out_of_range& e) {
        throw std::invalid_argument("a damaged balance report: a number out of range");
    }
}

json comparisonJson(const BalanceReport& a, const BalanceReport& b, double falseDiscoveryRate) {
    json rows = json::array();
    for (const Difference& d : compareReports(a, b, falseDiscoveryRate))
        rows.push_back(json{{"section", d.section},
                            {"label", d.label},
                            {"measure", d.measure},
                            {"kind", d.isRate ? "rate" : "mean"},
                            {"a", r4(d.a)},
                            {"b", r4(d.b)},
                            {"difference", r4(d.b - d.a)},
                            {"p", significant6(d.p)},
                            {"significant", d.significant}});
    json out = engine::envelopeJson(kAbFile);
    out["false_discovery_rate"] = falseDiscoveryRate;
    out["a"] = reportJson(a);
    out["b"] = reportJson(b);
    out["differences"] = rows;
    return out;
}

BalanceDocument balanceDocumentFromJson(const json& j) {
    if (const engine::Envelope envelope = engine::readEnvelope(j, kAbFile);
        envelope.formatMatches) {
        if (!envelope.supported)
            throw std::invalid_argument("an A / B report of another version; this release reads "
                                        "version 1");
        if (!j.contains("a") || !j.contains("b"))
            throw std::invalid_argument("an A / B report needs \"a\" and \"b\"");
        return {reportFromJson(j["a"]), reportFromJson(j["b"])};
    }
    return {reportFromJson(j), std::nullopt};
}

// ---------------------------------------------------------------------------------------------
// CSV

std::string csvHeader() {
    return "game,seed,seat,name,bot,start_position,track,improvements,objectives,coins,total,"
           "rank,won,workers,barns,windmills,objectives_claimed\n";
}

std::string csvRows(const GameFigures& g, const BalanceSetup& setup) {
    std::string out;
    for (std::size_t s = 0; s < g.seats.size(); ++s) {
        const GameFigures::Seat& seat = g.seats[s];
        const bool gardener = static_cast<int>(s) >= setup.players;
        const std::string bot = gardener                 ? std::string(kGardenerBot)
                                : setup.bots.size() == 1 ? setup.bots[0]
                                : s < setup.bots.size()  ? setup.bots[s]
                                                         : std::string();
        const std::string seatName =
            gardener ? std::string(kGardenerName) : "Seat " + std::to_string(s + 1);
        for (const std::string& field :
             {std::to_string(g.game), std::to_string(g.seed), std::to_string(s + 1), seatName, bot,
              std::to_string(seat.startPosition), std::to_string(seat.track),
              std::to_string(seat.improvements), std::to_string(seat.objectives),
              std::to_string(seat.coins), std::to_string(seat.total), std::to_string(seat.rank),
              std::to_string(seat.rank == 1 ? 1 : 0),
              std::to_string(seat.built[Improvement::Worker]),
              std::to_string(seat.built[Improvement::Barn]),
              std::to_string(seat.built[Improvement::Windmill]),
              std::to_string(seat.objectivesClaimed)}) {
            out += field;
            out += ',';
        }
        out.back() = '\n';
    }
    return out;
}

std::vector<Difference> compareReports(const BalanceReport& a, const BalanceReport& b,
                                       double falseDiscoveryRate) {
    std::vector<Difference> out;
    auto rate = [&](const char* section, const std::string& label, const char* measure,
                    const Rate& x, const Rate& y) {
        if (x.trials == 0 && y.trials == 0)
            return;
        out.push_back({section, label, measure, x.value, y.value,
                       twoProportionP(x.hits, x.trials, y.hits, y.trials), false});
        out.back().isRate = true;
    };
    auto mean = [&](const char* section, const std::string& label, const char* measure,
                    const Distribution& x, const Distribution& y) {
        if (x.n == 0 && y.n == 0)
            return;
        out.push_back({section, label, measure, x.mean, y.mean,
                       welchP(x.mean, x.sd, x.n, y.mean, y.sd, y.n), false});
    };
    for (std::size_t s = 0; s < a.seats.size() && s < b.seats.size(); ++s) {
        rate("wins", a.seats[s].name, "win rate", a.seats[s].wins, b.seats[s].wins);
        mean("scores", a.seats[s].name, "mean score", a.seats[s].total, b.seats[s].total);
    }
    for (std::size_t p = 0; p < a.positions.size() && p < b.positions.size(); ++p) {
        static const char* ordinals[] = {"1st", "2nd", "3rd", "4th"};
        rate("positions", p < 4 ? ordinals[p] : std::to_string(p + 1) + "th", "win rate",
             a.positions[p], b.positions[p]);
    }
    auto byId = [](const auto& rows, const std::string& id) -> decltype(&rows[0]) {
        for (const auto& row : rows)
            if (row.id == id)
                return &row;
        return nullptr;
    };
    for (const auto& o : a.objectives)
        if (const auto* q = byId(b.objectives, o.id))
            rate("objectives", o.id, "claim rate", o.claimed, q->claimed);
    for (const auto& t : a.tiles)
        if (const auto* q = byId(b.tiles, t.id))
            rate("tiles", t.id, "take rate", t.taken, q->taken);
    for (const auto& k : a.cards)
        if (const auto* q = byId(b.cards, k.id))
            if (k.played > 0 || q->played > 0)
                out.push_back(
                    {"cards", k.id, "mean points", k.meanPoints, q->meanPoints,
                     welchP(k.meanPoints, k.sd, k.played, q->meanPoints, q->sd, q->played), false});
    // Benjamini-Hochberg at the false discovery rate (engine/search/statistics.h).
    std::vector<double> p;
    p.reserve(out.size());
    for (const Difference& d : out)
        p.push_back(d.p);
    const std::vector<bool> significant = engine::search::benjaminiHochberg(p, falseDiscoveryRate);
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k].significant = significant[k];
    return out;
}

} // namespace frosted
