// A balance report or an A / B document, as the desktop game's Balance window opens it (Report ▸
// Open report…) and `simulate --report` writes it: read with the project's JSON limits, then
// balanceDocumentFromJson() must accept it or refuse it with std::invalid_argument and a short
// one-line message. An accepted report writes back to a document that reads to the same report,
// and its A / B comparison with itself marks nothing.
#include "fuzz_support.h"

#include "engine/input.h"
#include "frosted/lab/balance.h"

#include <nlohmann/json.hpp>

using namespace frosted;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    nlohmann::ordered_json j;
    try {
        j = nlohmann::ordered_json(parseJson(text));
    } catch (const InputError& e) {
        fuzz::checkMessage(e.what(), 1000, "parseJson's error");
        return 0;
    }
    try {
        const BalanceDocument doc = balanceDocumentFromJson(j);
        const std::string once = reportJson(doc.a).dump();
        const BalanceDocument again = balanceDocumentFromJson(reportJson(doc.a));
        if (reportJson(again.a).dump() != once)
            fuzz::finding("an accepted report does not read back the same");
        for (const Difference& d : compareReports(doc.a, doc.a))
            if (d.significant || !(d.p >= 0 && d.p <= 1))
                fuzz::finding("a report compared with itself marks " + d.label);
        if (doc.b)
            (void)compareReports(doc.a, *doc.b);
    } catch (const std::invalid_argument& e) {
        fuzz::checkMessage(e.what(), 1000, "balanceDocumentFromJson's error");
    } catch (const std::exception& e) {
        fuzz::finding(std::string("balanceDocumentFromJson threw something else: ") + e.what());
    }
    return 0;
}
