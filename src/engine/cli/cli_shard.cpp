// Shards of a balance run and their merge (engine/cli_shard.h, docs/cluster.md).
#include "engine/cli_shard.h"
#include "engine/input.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#ifndef FROSTED_VERSION
#define FROSTED_VERSION "unknown"
#endif

namespace engine::cli {

namespace {

constexpr const char* kFormat = "frosted-blooms-shard";
constexpr int kVersion = 1;
// A shard of 100000 Frosted Blooms games is about 200 MB; beyond this a file is refused unread.
constexpr std::size_t kMaxShardBytes = std::size_t{1} << 30;

std::string fileLabel(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

[[noreturn]] void damaged(const std::string& path, const std::string& why) {
    inputError("shard_damaged", shown(path) + " is not a whole shard document: " + why,
               json{{"file", path}});
}

// One shard file read and checked on its own.
struct ShardFile {
    std::string path;
    json doc;
    ShardRun run;
    std::string release;
    int k = 0, n = 0, first = 0, count = 0, games = 0;
};

int wholeField(const ShardFile& f, const json& obj, const char* key, int lo, int hi) {
    const auto it = obj.find(key);
    const auto v = it == obj.end() ? std::nullopt : integerIn(*it, lo, hi);
    if (!v)
        damaged(f.path, std::string("\"") + key + "\" must be a whole number from " +
                            std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(*v);
}

ShardFile readShardFile(const std::string& path) {
    ShardFile f;
    f.path = path;
    std::string text;
    try {
        text = readRegularFile(path, kMaxShardBytes);
    } catch (const InputError& e) {
        inputError("io_error", std::string("cannot read a shard: ") + e.what(),
                   json{{"file", path}});
    }
    try {
        f.doc = json::parse(text);
    } catch (const json::exception&) {
        damaged(path, "not JSON (cut short or overwritten?)");
    }
    const json& d = f.doc;
    if (!d.is_object() || d.value("format", json()) != kFormat)
        damaged(path, std::string("not a shard (its \"format\" is not \"") + kFormat + "\")");
    if (d.value("version", json()) != kVersion)
        damaged(path, "a shard of version " + describe(d.value("version", json())) +
                          "; this release reads version " + std::to_string(kVersion));
    const auto str = [&](const char* key) {
        if (!d.contains(key) || !d.at(key).is_string())
            damaged(path, std::string("\"") + key + "\" must be a string");
        return d.at(key).get<std::string>();
    };
    f.run.game = str("game");
    f.release = str("release");
    if (!d.contains("run") || !d.at("run").is_array() ||
        !std::all_of(d.at("run").begin(), d.at("run").end(),
                     [](const json& o) { return o.is_string(); }))
        damaged(path, "\"run\" must be a list of options");
    f.run.options = d.at("run").get<std::vector<std::string>>();
    if (!d.contains("data") || !d.at("data").is_object())
        damaged(path, "\"data\" must be an object");
    f.run.data = d.at("data");
    if (!d.contains("shard") || !d.at("shard").is_object())
        damaged(path, "\"shard\" must be an object");
    const json& s = d.at("shard");
    f.n = wholeField(f, s, "n", 1, 100000);
    f.k = wholeField(f, s, "k", 1, f.n);
    f.games = wholeField(f, s, "of_games", 1, 1000000);
    f.first = wholeField(f, s, "first", 0, f.games);
    f.count = wholeField(f, s, "games", 0, f.games);
    const auto [first, last] = shardGames(Shard{f.k, f.n}, f.games);
    if (f.first != first || f.count != last - first)
        damaged(path, "shard " + std::to_string(f.k) + " of " + std::to_string(f.n) +
                          " holds games " + std::to_string(first + 1) + " to " +
                          std::to_string(last) + ", not what it says");
    if (!d.contains("games") || !d.at("games").is_array() ||
        d.at("games").size() != static_cast<std::size_t>(f.count))
        damaged(path, "\"games\" must list its " + std::to_string(f.count) + " games");
    int g = f.first;
    for (const json& e : d.at("games")) {
        if (!e.is_object() || e.value("index", json()) != g || !e.contains("actions") ||
            !e.at("actions").is_array() || !e.contains("scores") || !e.at("scores").is_array())
            damaged(path, "its game " + std::to_string(g + 1) + " must be {\"index\": " +
                              std::to_string(g) + ", \"scores\": [...], \"actions\": [...]}");
        ++g;
    }
    return f;
}

// The first option that differs between two runs' options, as "--seed 7" against "--seed 1".
std::pair<std::string, std::string> firstDifference(const std::vector<std::string>& a,
                                                    const std::vector<std::string>& b) {
    const auto byOption = [](const std::vector<std::string>& o) {
        std::map<std::string, std::string> m;
        for (std::size_t i = 0; i < o.size(); ++i) {
            const bool flag = i + 1 >= o.size() || o[i + 1].starts_with("--");
            std::string& v = m[o[i]];
            v += (v.empty() ? "" : " ") + (flag ? std::string("(set)") : o[i + 1]);
            i += flag ? 0 : 1;
        }
        return m;
    };
    const auto ma = byOption(a), mb = byOption(b);
    std::set<std::string> keys;
    for (const auto& [k, v] : ma)
        keys.insert(k);
    for (const auto& [k, v] : mb)
        keys.insert(k);
    for (const std::string& k : keys) {
        const auto ia = ma.find(k), ib = mb.find(k);
        const std::string va = ia == ma.end() ? "not given" : k + " " + ia->second;
        const std::string vb = ib == mb.end() ? "not given" : k + " " + ib->second;
        if (va != vb)
            return {ia == ma.end() ? k + " not given" : va, ib == mb.end() ? k + " not given" : vb};
    }
    return {"the options in another order", "this order"};
}

// Why shard `f` is not of the run of `base`, or empty.
std::string mixedReason(const ShardFile& f, const ShardFile& base) {
    if (f.run.game != base.run.game)
        return "a run of " + f.run.game + ", not " + base.run.game;
    if (f.release != base.release)
        return "played by release " + f.release + ", not " + base.release;
    if (f.n != base.n)
        return "one of " + std::to_string(f.n) + " shards, not " + std::to_string(base.n);
    if (f.run.options != base.run.options) {
        const auto [mine, theirs] = firstDifference(f.run.options, base.run.options);
        return "a run with " + mine + ", not " + theirs;
    }
    // The same data whatever the order of its fields (a shard rewritten by another tool).
    if (nlohmann::json(f.run.data) != nlohmann::json(base.run.data))
        return "played on other data (" + f.run.data.dump() + ", not " + base.run.data.dump() + ")";
    return {};
}

} // namespace

Shard parseShard(const std::string& option, const std::string& value) {
    const auto slash = value.find('/');
    const auto bad = [&]() -> Shard {
        inputError("usage",
                   option + " must be K/N with 1 <= K <= N <= 100000, not " + shown(value));
    };
    if (slash == std::string::npos)
        return bad();
    const auto k = plainDecimal(std::string_view(value).substr(0, slash));
    const auto n = plainDecimal(std::string_view(value).substr(slash + 1));
    if (!k || !n || *n < 1 || *n > 100000 || *k < 1 || *k > *n)
        return bad();
    return Shard{*k, *n};
}

std::pair<int, int> shardGames(const Shard& shard, int games) {
    const auto at = [&](int k) {
        return static_cast<int>(static_cast<long long>(k) * games / shard.n);
    };
    return {at(shard.k - 1), at(shard.k)};
}

std::string release() {
    return FROSTED_VERSION;
}

json shardDocument(const ShardRun& run, const Shard& shard, int games, json entries) {
    const auto [first, last] = shardGames(shard, games);
    json doc{{"format", kFormat},
             {"version", kVersion},
             {"game", run.game},
             {"release", release()},
             {"run", run.options},
             {"data", run.data},
             {"shard",
              {{"k", shard.k},
               {"n", shard.n},
               {"of_games", games},
               {"first", first},
               {"games", last - first}}}};
    doc["games"] = std::move(entries);
    return doc;
}

MergedShards readShards(const std::vector<std::string>& files, std::string_view game) {
    if (files.empty())
        inputError("usage", "merge: give the shard files of one run (see --help)");
    std::vector<ShardFile> shards;
    shards.reserve(files.size());
    for (const std::string& path : files)
        shards.push_back(readShardFile(path));
    const ShardFile& base = shards.front();
    if (!game.empty() && base.run.game != game)
        inputError("shards_mixed",
                   shown(base.path) + " is a shard of " + base.run.game + ", not of " +
                       std::string(game),
                   json{{"file", base.path}});
    std::map<int, std::vector<std::string>> byK;
    for (const ShardFile& f : shards) {
        const std::string why = mixedReason(f, base);
        if (!why.empty())
            inputError("shards_mixed",
                       "the shards are not of one run: " + fileLabel(f.path) + " is " + why +
                           " as " + fileLabel(base.path) + " is",
                       json{{"file", f.path}, {"against", base.path}});
        byK[f.k].push_back(f.path);
    }
    json duplicated = json::array();
    std::string named;
    for (const auto& [k, paths] : byK)
        if (paths.size() > 1) {
            duplicated.push_back(json{{"shard", k}, {"files", paths}});
            named += (named.empty() ? "" : "; ") + std::to_string(k) + " (";
            for (std::size_t i = 0; i < paths.size(); ++i)
                named += (i ? ", " : "") + fileLabel(paths[i]);
            named += ")";
        }
    if (!duplicated.empty())
        inputError("shards_duplicated", "a shard is given more than once: shard " + named,
                   json{{"duplicated", duplicated}});
    json missing = json::array();
    std::string list;
    for (int k = 1; k <= base.n; ++k)
        if (!byK.contains(k)) {
            missing.push_back(k);
            if (missing.size() <= 20)
                list += (list.empty() ? "" : ", ") + std::to_string(k);
        }
    if (!missing.empty())
        inputError("shards_incomplete",
                   std::to_string(missing.size()) + " of the run's " + std::to_string(base.n) +
                       " shards " + (missing.size() == 1 ? "is" : "are") + " missing: " + list +
                       (missing.size() > 20 ? ", ..." : ""),
                   json{{"missing", missing}, {"shards", base.n}});

    MergedShards m;
    m.run = base.run;
    m.shards = base.n;
    m.games.resize(static_cast<std::size_t>(base.games));
    m.files.resize(static_cast<std::size_t>(base.n) + 1);
    for (ShardFile& f : shards) {
        m.files[static_cast<std::size_t>(f.k)] = f.path;
        int g = f.first;
        for (json& e : f.doc.at("games"))
            m.games[static_cast<std::size_t>(g++)] = std::move(e);
    }
    return m;
}

std::string shardGame(const std::vector<std::string>& args) {
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--csv" || args[i] == "--records" || args[i] == "--report" ||
            args[i] == "--data") {
            ++i;
            continue;
        }
        if (args[i].starts_with("-"))
            continue;
        try {
            const json doc = json::parse(readRegularFile(args[i], kMaxShardBytes));
            if (doc.is_object() && doc.value("format", json()) == kFormat && doc.contains("game") &&
                doc.at("game").is_string())
                return doc.at("game").get<std::string>();
        } catch (const std::exception&) {
        }
        return {}; // the game's merge reports what is wrong with the file
    }
    return {};
}

MergeOptions mergeOptions(const std::vector<std::string>& options, bool report) {
    MergeOptions m;
    forEachOption(options, [&](const std::string& opt, const OptionValue& value) {
        if (opt == "--csv")
            m.csvPath = value();
        else if (opt == "--records")
            m.recordsDir = value();
        else if (opt == "--report" && report)
            m.reportPath = value();
        else if (opt.starts_with("-"))
            inputError("usage", "merge: unknown option " + shown(opt) + " (see --help)");
        else
            m.files.push_back(opt);
    });
    for (const auto& [opt, v] : {std::pair<const char*, std::string*>{"--csv", &m.csvPath},
                                 {"--records", &m.recordsDir},
                                 {"--report", &m.reportPath}})
        if (std::find(options.begin(), options.end(), opt) != options.end() && v->empty())
            inputError("usage",
                       std::string(opt) + " needs a file or folder name, not an empty one");
    return m;
}

std::vector<std::vector<std::string>> scriptsOf(const MergedShards& m, const char* key) {
    std::vector<std::vector<std::string>> out;
    out.reserve(m.games.size());
    for (std::size_t g = 0; g < m.games.size(); ++g) {
        const json& e = m.games[g];
        if (!e.contains(key) || !e.at(key).is_array() ||
            !std::all_of(e.at(key).begin(), e.at(key).end(),
                         [](const json& a) { return a.is_string(); }))
            replayRefused(m, static_cast<int>(g),
                          std::string("its \"") + key + "\" must be a list of actions");
        out.push_back(e.at(key).get<std::vector<std::string>>());
    }
    return out;
}

json shardEntry(int index, const std::vector<int>& scores,
                const std::vector<std::string>& actions) {
    return json{{"index", index}, {"scores", scores}, {"actions", actions}};
}

void checkReplayed(const MergedShards& m, int index, const std::vector<int>& scores,
                   const char* key) {
    const json& entry = m.games[static_cast<std::size_t>(index)];
    if (!entry.contains(key) || entry.at(key) != json(scores))
        replayRefused(m, index,
                      "it ends with scores " + json(scores).dump() + ", the shard says " +
                          entry.value(key, json()).dump() +
                          " (played on other data or by another release?)");
}

void replayRefused(const MergedShards& m, int index, const std::string& what) {
    const std::string file = m.fileOf(index);
    inputError("shard_damaged",
               "game " + std::to_string(index + 1) + " of " + fileLabel(file) +
                   " does not replay: " + what,
               json{{"file", file}, {"game", index + 1}});
}

std::string MergedShards::fileOf(int g) const {
    for (int k = 1; k <= shards; ++k)
        if (g < shardGames(Shard{k, shards}, static_cast<int>(games.size())).second)
            return files[static_cast<std::size_t>(k)];
    return {};
}

void checkShardData(const json& data, const std::string& hash, const std::string& folder) {
    const std::string want = data.value("hash", std::string());
    if (want != hash)
        inputError("data_mismatch",
                   "the shards were played on data " + shown(want) + "; " +
                       (folder.empty() ? std::string("the built-in data") : shown(folder)) +
                       " is " + shown(hash) + " (give the run's data with --data DIR)",
                   json{{"expected", want}, {"found", hash}});
}

} // namespace engine::cli
