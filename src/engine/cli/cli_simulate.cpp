// The files of a game's `simulate` (engine/cli_simulate.h).
#include "engine/cli_simulate.h"
#include "engine/input.h"

#include <cstdio>
#include <filesystem>
#include <system_error>

namespace engine::cli {

std::string fileName(const std::string& option, const std::string& value) {
    if (value.empty())
        inputError("usage", option + " needs a file or folder name, not an empty one");
    return value;
}

SimulationFiles::SimulationFiles(std::string recordsDir, std::string csvPath, const char* csvHeader)
    : recordsDir_(std::move(recordsDir)), csvPath_(std::move(csvPath)),
      csvTemp_(csvPath_ + ".tmp") {
    if (!recordsDir_.empty())
        makeFolder(recordsDir_, "records directory");
    if (!csvPath_.empty()) {
        checkWritable(csvPath_); // a folder, say, refused before any game
        csv_.open(csvTemp_, std::ios::binary | std::ios::trunc);
        if (!csv_)
            inputError("io_error", "cannot write " + shown(csvPath_), json{{"path", csvPath_}});
        csv_ << csvHeader;
    }
}

void SimulationFiles::record(int index, const json& doc) const {
    char file[32];
    std::snprintf(file, sizeof file, "game-%05d.json", index + 1);
    writeFileAtomically((std::filesystem::path(recordsDir_) / file).string(), dumpJson(doc) + "\n");
}

void SimulationFiles::csvRows(const std::string& rows) {
    if (csv_.is_open())
        csv_ << rows;
}

void SimulationFiles::finish() {
    if (!csv_.is_open())
        return;
    csv_.close();
    std::error_code ec;
    if (csv_)
        std::filesystem::rename(csvTemp_, csvPath_, ec);
    if (!csv_ || ec) {
        std::filesystem::remove(csvTemp_, ec);
        inputError("io_error", "writing " + shown(csvPath_) + " failed (disk full?)",
                   json{{"path", csvPath_}});
    }
}

} // namespace engine::cli
