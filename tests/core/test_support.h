// Helpers shared by the core tests: the bundled data set, faces written as text.
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/garden.h"

#include <string>
#include <vector>

namespace frosted::test {

// `n` times FROSTED_TEST_SCALE (a number from 0 to 1 in the environment; 1 when unset), at least
// `minimum`: the sanitizer builds run the long random tests (playouts, reference gardens) shorter.
int scaled(int n, int minimum = 1);

// The bundled data set (loaded once).
const ComponentSet& data();
ComponentsPtr dataPtr();

// A face from rows of text. '.' is nothing; '~' water; P, R, W purple, red, white with 1 flower;
// a following digit is not supported - use faceOf() for flower counts. Lower-case p, r, w are
// flowers with 2, and the letters x, y, z purple, red, white with 3.
Face faceFromRows(const std::vector<std::string>& rows);
// A garden whose occupied cells are the non-'.' characters of `rows`, laid as one blob without
// the contact rule (any enclosed region is filled as a gap, as for a starting tile).
Garden gardenFromRows(const std::vector<std::string>& rows, Point at = {0, 0});
// A plain face of any shape: every '#' is a water cell (types do not matter for legality).
Face shapeFromRows(const std::vector<std::string>& rows);

} // namespace frosted::test
