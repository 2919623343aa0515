// The conformance suite over every registered game (conformance.h). A new game is added here
// with its module type (docs/architecture.md, "Adding a game").
#include "conformance.h"

#include "blossoms/rules/module.h"
#include "frosted/rules/module.h"
#include "petals/rules/module.h"

namespace conformance {

using Games = ::testing::Types<frosted::Module, petals::Module, blossoms::Module>;
INSTANTIATE_TYPED_TEST_SUITE_P(Conformance, Conformance, Games, GameName);

} // namespace conformance
