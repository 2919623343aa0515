#include "test_support.h"

#include "../common/test_scale.h"
#include "frosted/rules/data_loader.h"

#include <algorithm>

namespace frosted::test {

int scaled(int n, int minimum) {
    return testing_scale::scaled(n, minimum);
}

ComponentsPtr dataPtr() {
    static ComponentsPtr set = loadComponents(defaultDataDir());
    return set;
}
const ComponentSet& data() {
    return *dataPtr();
}

Face faceFromRows(const std::vector<std::string>& rows) {
    Face f;
    for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
        for (int x = 0; x < static_cast<int>(rows[y].size()); ++x) {
            const char ch = rows[y][x];
            Cell c{x, y, LandType::Water, 0};
            switch (ch) {
            case '.':
                continue;
            case '~':
            case '#':
                break;
            case 'P':
                c = {x, y, LandType::Purple, 1};
                break;
            case 'R':
                c = {x, y, LandType::Red, 1};
                break;
            case 'W':
                c = {x, y, LandType::White, 1};
                break;
            case 'p':
                c = {x, y, LandType::Purple, 2};
                break;
            case 'r':
                c = {x, y, LandType::Red, 2};
                break;
            case 'w':
                c = {x, y, LandType::White, 2};
                break;
            case 'x':
                c = {x, y, LandType::Purple, 3};
                break;
            case 'y':
                c = {x, y, LandType::Red, 3};
                break;
            case 'z':
                c = {x, y, LandType::White, 3};
                break;
            default:
                continue;
            }
            f.cells.push_back(c);
        }
    }
    return normalised(std::move(f));
}

Face shapeFromRows(const std::vector<std::string>& rows) {
    return faceFromRows(rows);
}

Garden gardenFromRows(const std::vector<std::string>& rows, Point at) {
    Garden g;
    Face f = faceFromRows(rows);
    // Keep the blob's own position: find its offset in the rows.
    int minX = 1 << 20, minY = 1 << 20;
    for (int y = 0; y < static_cast<int>(rows.size()); ++y)
        for (int x = 0; x < static_cast<int>(rows[y].size()); ++x)
            if (rows[y][x] != '.') {
                minX = std::min(minX, x);
                minY = std::min(minY, y);
            }
    g.place(0, {}, f, {at.x + minX, at.y + minY}, false);
    return g;
}

} // namespace frosted::test
