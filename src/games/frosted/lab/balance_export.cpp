#include "frosted/lab/balance_export.h"

namespace frosted {

namespace {

// The rows of every game of `games`; `which` ("A", "B") first on each line when not null.
void appendRows(std::string& text, const BalanceAccumulator& games, const char* which) {
    for (const GameFigures& g : games.figures()) {
        const std::string lines = csvRows(g, games.setup());
        if (!which) {
            text += lines;
            continue;
        }
        std::size_t at = 0;
        while (at < lines.size()) {
            const std::size_t end = lines.find('\n', at);
            text += which;
            text += ',';
            text.append(lines, at, end - at + 1);
            at = end + 1;
        }
    }
}

} // namespace

std::string balanceCsv(const BalanceAccumulator& a, const BalanceAccumulator* b) {
    std::string text = b ? "data," + csvHeader() : csvHeader();
    appendRows(text, a, b ? "A" : nullptr);
    if (b)
        appendRows(text, *b, "B");
    return text;
}

std::string balanceJson(const BalanceReport& a, const BalanceReport* b) {
    const nlohmann::ordered_json doc = b ? comparisonJson(a, *b) : reportJson(a);
    return doc.dump(2) + "\n";
}

} // namespace frosted
