// Issue 12: reading untrusted input within the limits of include/engine/input.h.
#include "engine/input.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace engine {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string refusal(std::string_view text) {
    try {
        parseJson(text);
    } catch (const InputError& e) {
        EXPECT_EQ(e.code(), "malformed_json");
        return e.what();
    }
    return "";
}

TEST(InputLimits, NestingUpToTheLimitParsesBeyondIsRefusedWithItsPlace) {
    const int limit = InputLimits::kMaxDepth;
    EXPECT_NO_THROW(parseJson(std::string(limit, '[') + std::string(limit, ']')));
    const std::string deep =
        "{\"a\": " + std::string(limit + 1, '[') + std::string(limit + 1, ']') + "}";
    // The object is the first level: the 64th "[" is the 65th.
    EXPECT_EQ(refusal(deep), "line 1, column " + std::to_string(6 + limit) +
                                 ": lists and objects nested more than 64 levels deep (the limit)");
    // Brackets inside strings do not count.
    EXPECT_NO_THROW(parseJson("[\"" + std::string(1000, '[') + "\"]"));
}

TEST(InputLimits, StringsItemsAndValuesAreBounded) {
    const std::size_t max = InputLimits::kMaxStringBytes;
    EXPECT_NO_THROW(parseJson("\"" + std::string(max, 'a') + "\""));
    EXPECT_NE(refusal("\"" + std::string(max + 1, 'a') + "\"").find("a string of more than"),
              std::string::npos);
    // An escaped quote does not end the string.
    EXPECT_EQ(parseJson(R"(["a\"b"])")[0], "a\"b");
    std::string items = "[0";
    for (std::size_t i = 1; i < InputLimits::kMaxItems; ++i)
        items += ",0";
    EXPECT_NO_THROW(parseJson(items + "]"));
    EXPECT_NE(refusal(items + ",0]").find("more than 100000 items"), std::string::npos);
}

TEST(InputLimits, NumbersBeyondADoubleAreRefusedUnderflowIsZero) {
    EXPECT_NO_THROW(parseJson("[1.7e308, -1.7e308, 1e-400, 123456789012345678901234567890]"));
    EXPECT_EQ(refusal("[1, 1e400]"),
              "line 1, column 5: the number \"1e400\" is out of range (numbers must fit a double, "
              "|x| < 1.8e308)");
    EXPECT_NE(refusal("-1E+999").find("out of range"), std::string::npos);
    EXPECT_NE(refusal("1" + std::string(400, '0')).find("out of range"), std::string::npos);
}

TEST(InputLimits, SyntaxErrorsGiveLineColumnAndAShortEcho) {
    const std::string e = refusal("{\n  \"a\": tru" + std::string(100000, 'e') + "x}");
    EXPECT_EQ(e.rfind("line 2, column", 0), 0u) << e;
    EXPECT_LE(e.size(), 400u) << e;
    EXPECT_NE(refusal("").find("line 1, column 1"), std::string::npos);
    EXPECT_NE(refusal("[1] [2]").find("line 1"), std::string::npos);
    EXPECT_FALSE(refusal("\"\xff\"").empty()); // invalid UTF-8
}

TEST(InputLimits, IntegersNeverWrapOrTruncate) {
    EXPECT_EQ(integerIn(json(5), 0, 10), 5);
    EXPECT_EQ(integerIn(json(-5), -10, 10), -5);
    EXPECT_FALSE(integerIn(json(18446744073709551615ull), -10, 10)); // was read as -1
    EXPECT_FALSE(integerIn(json(4294967296ll), -1000, 1000));        // was truncated to 0
    EXPECT_FALSE(integerIn(json(-2147483648ll), -512, 511));
    EXPECT_FALSE(integerIn(json(1.5), 0, 10));
    EXPECT_FALSE(integerIn(json("3"), 0, 10));
    EXPECT_FALSE(integerIn(json(3u), 5, 10));
}

TEST(InputLimits, EchoedTextIsShortAndOneLine) {
    EXPECT_EQ(shown("T01"), "\"T01\"");
    EXPECT_EQ(shown(std::string(100, 'x')), "\"" + std::string(40, 'x') + "...\"");
    EXPECT_EQ(shown("a\nb\tc"), "\"a?b?c\"");
    // UTF-8 is cut between characters, never inside one.
    const std::string e = shown(std::string(50, 'a') + "\xc3\xa9");
    EXPECT_EQ(e, "\"" + std::string(40, 'a') + "...\"");
    EXPECT_EQ(shown(std::string(39, 'a') + "\xc3\xa9" + "b"),
              "\"" + std::string(39, 'a') + "\xc3\xa9...\"");
    EXPECT_EQ(oneLine("one\ntwo"), "one two");
    EXPECT_EQ(oneLine(std::string(2000, 'y'), 10), std::string(10, 'y') + "...");
    EXPECT_EQ(oneLine("\xc3\xa9\xc3\xa9\xc3\xa9", 3), "\xc3\xa9...");
}

class InputFiles : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string tmpl = (fs::temp_directory_path() / "frosted-input-XXXXXX").string();
        ASSERT_NE(::mkdtemp(tmpl.data()), nullptr);
        dir = tmpl;
    }
    void TearDown() override { fs::remove_all(dir); }
    std::string ioRefusal(const fs::path& p, std::size_t max = InputLimits::kMaxFileBytes) {
        try {
            readRegularFile(p, max);
        } catch (const InputError& e) {
            EXPECT_EQ(e.code(), "io_error");
            return e.what();
        }
        return "";
    }
    fs::path dir;
};

TEST_F(InputFiles, RegularFilesAreReadWhole) {
    std::ofstream(dir / "a.json") << "{\"x\": 1}";
    EXPECT_EQ(readRegularFile(dir / "a.json"), "{\"x\": 1}");
    std::ofstream(dir / "empty.json");
    EXPECT_EQ(readRegularFile(dir / "empty.json"), "");
}

TEST_F(InputFiles, FoldersFifosDevicesAndMissingFilesAreRefusedAtOnce) {
    EXPECT_EQ(ioRefusal(dir), dir.string() + " is a folder, not a regular file");
    ASSERT_EQ(::mkfifo((dir / "fifo").c_str(), 0600), 0);
    EXPECT_EQ(ioRefusal(dir / "fifo"),
              (dir / "fifo").string() + " is a FIFO (named pipe), not a regular file");
    EXPECT_EQ(ioRefusal("/dev/zero"), "/dev/zero is a device, not a regular file");
    EXPECT_EQ(ioRefusal(dir / "none"), (dir / "none").string() + " does not exist");
}

TEST_F(InputFiles, FilesOverTheLimitAreRefusedBeforeReading) {
    std::ofstream(dir / "big") << std::string(100, 'x');
    EXPECT_EQ(readRegularFile(dir / "big", 100).size(), 100u);
    EXPECT_EQ(ioRefusal(dir / "big", 99),
              (dir / "big").string() + " is 100 bytes; the limit is 99 bytes");
    fs::resize_file(dir / "big", 3ull << 30); // sparse
    EXPECT_NE(ioRefusal(dir / "big").find("3221225472 bytes"), std::string::npos);
}

} // namespace
} // namespace engine
