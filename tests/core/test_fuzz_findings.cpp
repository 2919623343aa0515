// Inputs the fuzz targets (fuzz/) found, replayed through the normal build: each file of
// tests/fixtures/robustness/fuzz-* is checked here for what the target checked.
#include "engine/input.h"
#include "frosted/rules/action.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace frosted;

namespace {

std::string fixture(const std::string& name) {
    const std::filesystem::path p =
        std::filesystem::path(FROSTED_TEST_FIXTURES) / "robustness" / name;
    std::ifstream in(p, std::ios::binary);
    EXPECT_TRUE(in) << p;
    return {std::istreambuf_iterator<char>(in), {}};
}

bool hasControlCharacter(std::string_view s) {
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7f)
            return true;
    return false;
}

} // namespace

// fuzz_action: shown() copied the bytes after a UTF-8 lead byte without checking them, so a
// cut sequence or a stray continuation byte carried a NUL or a newline into the message.
TEST(FuzzFindings, ActionErrorsStayOneLineWhateverTheBytes) {
    for (const char* name :
         {"fuzz-action-cut-utf8-before-nul.txt", "fuzz-action-stray-continuation-newline.txt"}) {
        std::string error;
        EXPECT_FALSE(parseAction(fixture(name), test::data(), &error));
        EXPECT_FALSE(error.empty()) << name;
        EXPECT_FALSE(hasControlCharacter(error)) << name << ": " << error;
    }
    using namespace std::string_view_literals;
    EXPECT_EQ(shown("ta\xd1\0\0\0001"sv), "\"ta????1\"");
    EXPECT_EQ(shown("\x80\n\x01"), "\"???\"");
    EXPECT_EQ(shown("\xe2\x82"), "\"??\"");
    EXPECT_EQ(shown("caf\xc3\xa9 \xe2\x82\xac"), "\"caf\xc3\xa9 \xe2\x82\xac\""); // kept whole
}

// fuzz_save (the long run of docs/reliability.md): a save whose data_hash holds a control
// character was refused as data_mismatch with that character in the message, because the hash
// was echoed as it was. It is now echoed as any input is (shown(): quoted, cut, replaced).
TEST(FuzzFindings, SaveHashEchoedInTheDataMismatchMessageIsOneLine) {
    const std::string text = fixture("fuzz-save-control-char-in-data-hash.json");
    try {
        (void)loadFromText(test::dataPtr(), text);
        FAIL() << "the fuzzed save loaded";
    } catch (const SaveError& e) {
        EXPECT_EQ(e.code(), "data_mismatch");
        EXPECT_FALSE(hasControlCharacter(e.what())) << e.what();
        EXPECT_NE(std::string(e.what()).find("different component data set (\""), std::string::npos)
            << e.what();
    }
}

// fuzz_data_file (the long run of docs/reliability.md): a card id with a space loaded, and the
// action "card tw ihe" then did not parse back. Ids are one word (no space, no control
// character, not empty); the set is refused naming the card.
TEST(FuzzFindings, DataSetWithACardIdOfTwoWordsIsRefused) {
    DataSetLoader loader;
    for (const char* file : DataSetLoader::fileNames()) {
        std::ifstream in(defaultDataDir() / file, std::ios::binary);
        ASSERT_TRUE(in) << file;
        loader.setText(file, {std::istreambuf_iterator<char>(in), {}});
    }
    ASSERT_TRUE(loader.build()) << "the bundled set loads";
    loader.setText("cards.json", fixture("fuzz-data-card-id-with-space.json"));
    try {
        (void)loader.build();
        FAIL() << "the fuzzed set loaded";
    } catch (const DataError& e) {
        bool named = false;
        for (const std::string& p : e.problems())
            named = named || (p.find("cards.json: tw ihe") != std::string::npos &&
                              p.find("must be one word") != std::string::npos);
        EXPECT_TRUE(named) << e.problems().front();
    }
}
