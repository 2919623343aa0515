#include "fuzz_common.h"

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace fuzzcheck {

void finding(const std::string& what) {
    std::fprintf(stderr, "\n==== finding: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

const std::filesystem::path& temporaryFolder(const std::string& name) {
    static const std::filesystem::path dir = [&] {
        std::string pattern = "/tmp/" + name + "-XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr)
            finding("cannot make a temporary folder");
        return std::filesystem::path(pattern);
    }();
    return dir;
}

void checkMessage(std::string_view message, std::size_t max, const std::string& where) {
    if (message.empty())
        finding(where + ": an empty message");
    if (message.size() > max)
        finding(where + ": a message of " + std::to_string(message.size()) + " bytes (at most " +
                std::to_string(max) + ")");
    for (unsigned char c : message)
        if (c < 0x20 || c == 0x7f)
            finding(where + ": a control character in the message: " + std::string(message));
}

nlohmann::json checkCliAnswer(const std::string& command, int exit, const std::string& o,
                              const std::string& e) {
    if (exit != 0 && exit != 2)
        finding(command + " exited " + std::to_string(exit));
    if (o.empty() || o.back() != '\n')
        finding(command + "'s output does not end with a newline");
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(o);
    } catch (const std::exception& x) {
        finding(command + " printed something else than one JSON document: " + x.what());
    }
    if (!doc.is_object())
        finding(command + " printed a JSON document that is not an object");
    if (exit == 0) {
        if (doc.contains("error"))
            finding(command + " exited 0 with an error document");
        if (!e.empty())
            finding(command + " wrote to standard error after a success: " + e);
        return doc;
    }
    if (doc.size() != 1 || !doc.contains("error") || !doc["error"].is_object())
        finding(command + " failed without one error document: " + o);
    const auto& error = doc["error"];
    const std::string code = error.value("code", "");
    const std::string message = error.value("message", "");
    if (code.empty() || code == "internal_error")
        finding(command + " failed with the code \"" + code + "\": " + message);
    checkMessage(message, 1100, command + "'s error message");
    if (e != "frosted-blooms-cli: " + message + "\n")
        finding(command + "'s standard error is not the message on one line: " + e);
    return doc;
}

} // namespace fuzzcheck
