// Blossoms' guided first game (BlossomsTutorial.h).
#include "BlossomsTutorial.h"

#include "blossoms/rules/setup.h"

#include <array>

using namespace blossoms;

namespace {

using L = BlossomsTutorial::Lesson;

// The script, as the command line writes actions, each with its lesson (the computer's: Watch).
// The learner is seat 0 and plays first; a comment gives each turn.
struct Scripted {
    const char* action;
    L lesson;
};
constexpr std::array kScript = {
    // Turn 1, the learner: C02 grows the rose, C03 planted, the roses cut (3 cards).
    Scripted{"grow", L::Growth},
    Scripted{"plant 1 C03", L::Plant},
    Scripted{"cut 1", L::Cut},
    // Turn 2, the computer: two schizostylis, then a Pass.
    Scripted{"grow", L::Watch},
    Scripted{"grow", L::Watch},
    Scripted{"pass", L::Watch},
    // Turn 3: a sweet pea into the empty pot 1, then an iris: bad luck.
    Scripted{"grow", L::NewPot},
    Scripted{"grow", L::BadLuck},
    // Turn 4, the computer: the schizostylis to 6 cards, and a 7th kills it.
    Scripted{"grow", L::Watch},
    Scripted{"grow", L::Watch},
    Scripted{"grow", L::Watch},
    Scripted{"grow", L::Watch},
    // Turn 5: a tulip, a token on the Watering Can's pot, the poppy under the tulips, a Pass.
    Scripted{"grow", L::Death},
    Scripted{"token 2", L::Token},
    Scripted{"water 2 C29", L::WateringCan},
    Scripted{"pass", L::Protected},
    // Turn 6, the computer: a sweet pea, an iris into the empty pot 4, its token and the Pruner.
    Scripted{"grow", L::Watch},
    Scripted{"grow", L::Watch},
    Scripted{"token 1", L::Watch},
    Scripted{"prune", L::Watch},
    Scripted{"pass", L::Watch},
    // Turn 7: a tulip, the Fence, a rose stopped by it, a tulip, the tulips cut (5 cards).
    Scripted{"grow", L::Pruner},
    Scripted{"token 3", L::Fence},
    Scripted{"grow", L::Fenced},
    Scripted{"grow", L::FenceUsed},
    Scripted{"cut 2", L::TallCut},
    // Turn 8, the computer: a sweet pea, its sweet peas cut.
    Scripted{"grow", L::Watch},
    Scripted{"cut 1", L::Watch},
    // Turn 9: a sweet pea with two empty pots, the Rake, the sweet pea and the iris known then
    // drawn, the sweet peas cut (a third type).
    Scripted{"grow", L::TwoEmpty},
    Scripted{"pot 1", L::ChoosePot},
    Scripted{"token 4", L::Rake},
    Scripted{"rake", L::RakeLook},
    Scripted{"order C42 C14 C05", L::RakeOrder},
    Scripted{"grow", L::Known},
    Scripted{"grow", L::KnownAgain},
    Scripted{"cut 1", L::Types},
};

// The deal: pot 1 rose (Pruner), 2 tulip (Watering Can), 3 poppy (Fence), 4 schizostylis (Rake).
constexpr std::array kPotCards = {"C01", "C19", "C28", "C46"};
constexpr std::array kLearnerHand = {"C03", "C29"};
constexpr std::array kComputerHand = {"C11", "C38"};
constexpr std::array kDeckTop = {"C02", "C47", "C48", "C37", "C10", "C49", "C50",
                                 "C51", "C52", "C20", "C39", "C13", "C53", "C21",
                                 "C04", "C22", "C40", "C41", "C14", "C05", "C42"};

} // namespace

BlossomsTutorial::BlossomsTutorial(QObject* parent) : QObject(parent) {}

BlossomsTutorial::~BlossomsTutorial() {
    if (active())
        session_->setGuide(nullptr);
}

Deal BlossomsTutorial::deal(const ComponentSet& c, const QString& learner,
                            const QString& computer) {
    const auto id = [&c](const char* name) { return c.cardIndex(name).value_or(-1); };
    SetupSpec s;
    s.names = {learner.toStdString(), computer.toStdString()};
    s.seed = 36;
    s.startPlayer = 0;
    std::vector<int> pots;
    for (const char* k : kPotCards)
        pots.push_back(id(k));
    s.pots = pots;
    s.removed = std::vector<int>{id("C54")};
    std::vector<int> mine, theirs;
    for (const char* k : kLearnerHand)
        mine.push_back(id(k));
    for (const char* k : kComputerHand)
        theirs.push_back(id(k));
    s.hands = std::vector<std::vector<int>>{mine, theirs};
    for (const char* k : kDeckTop)
        s.deck.push_back(id(k));
    return completeDeal(c, s); // SetupError when the data has changed
}

std::vector<Action> BlossomsTutorial::script(const ComponentSet& c) {
    std::vector<Action> out;
    for (const Scripted& s : kScript) {
        std::string error;
        if (const std::optional<Action> a = Game::parseAction(c, s.action, &error))
            out.push_back(*a);
    }
    return out;
}

bool BlossomsTutorial::computerActs(std::size_t historyIndex) {
    return historyIndex < kScript.size() && kScript[historyIndex].lesson == L::Watch;
}

bool BlossomsTutorial::start(BlossomsSession& session, const QString& learnerName, int played) {
    const QString me = learnerName.trimmed().isEmpty() ? tr("You") : learnerName.trimmed();
    QString other = tr("Robin"); // the computer, another name when the learner has it
    if (me.compare(other, Qt::CaseInsensitive) == 0)
        other = tr("Sage");
    try {
        script_ = script(session.components());
        if (script_.size() != kScript.size()) {
            error_ = tr("The guided game does not fit the cards in use.");
            return false;
        }
        Game g = Game::fromDeal(session.componentsPtr(), Variant{},
                                deal(session.components(), me, other));
        for (int i = 0; i < played && i < static_cast<int>(script_.size()); ++i)
            if (!g.apply(script_[static_cast<std::size_t>(i)])) {
                error_ = tr("The guided game does not fit the cards in use.");
                return false;
            }
        if (session_)
            disconnect(session_, nullptr, this, nullptr);
        session_ = &session;
        session.playFrom(std::move(g), {{false, ai::BotKind::Easy}, {true, ai::BotKind::Easy}});
        session.setGuide(this);
    } catch (const std::exception& e) {
        error_ = tr("The guided game cannot be dealt: %1.").arg(QString::fromUtf8(e.what()));
        return false;
    }
    connect(&session, &TableSession::stateChanged, this, &BlossomsTutorial::advance);
    connect(&session, &TableSession::gameReplaced, this, [this] {
        if (session_ && session_->guide() != this) {
            disconnect(session_, nullptr, this, nullptr);
            emit ended();
        }
    });
    step_ = stepNow();
    emit stepChanged();
    return true;
}

void BlossomsTutorial::leave() {
    if (!active())
        return;
    session_->setGuide(nullptr);
    disconnect(session_, nullptr, this, nullptr);
    emit ended();
}

void BlossomsTutorial::advance() {
    if (!active())
        return;
    Step s = stepNow();
    const bool changed =
        s.lesson != step_.lesson || s.text != step_.text || s.expected != step_.expected;
    step_ = std::move(s);
    if (changed)
        emit stepChanged();
}

void BlossomsTutorial::next() {
    if (active() && step_.next) {
        leave();
        emit finished();
    }
}

bool BlossomsTutorial::accepts(const Action& a) const {
    if (!active() || session_->isOver() || session_->toAct() != 0)
        return false;
    if (step_.free)
        return static_cast<bool>(session_->game().check(a));
    return step_.expected && *step_.expected == a;
}

QString BlossomsTutorial::refusal(const Action& a) const {
    if (!active() || step_.free || accepts(a))
        return {}; // in free play the rules alone answer
    if (const engine::Verdict v = session_->game().check(a); !v) // a limit of the rules
        return tr("%1 (the rules)").arg(session_->refusalText(v, a));
    if (!step_.expected)
        return tr("wait a moment: the guide speaks first.");
    return tr("in this guided game, please %1 now — in your own games you choose.")
        .arg(session_->describe(*step_.expected));
}

std::optional<Action> BlossomsTutorial::scriptedAction() const {
    if (!active() || session_->isOver() || session_->toAct() == 0)
        return std::nullopt;
    const std::size_t h = session_->game().history().size();
    if (computerActs(h) && h < script_.size())
        return script_[h];
    return std::nullopt; // free play: the computer thinks
}

BlossomsTutorial::Step BlossomsTutorial::stepNow() const {
    const Game& g = session_->game();
    const std::size_t h = g.history().size();
    if (g.isOver())
        return endStep();
    if (h < script_.size())
        return scriptedStep(kScript[h].lesson, script_[h]);
    Step s;
    s.free = true;
    s.at = QStringLiteral("players");
    if (g.deckSize() == 0) {
        s.lesson = L::LastCard;
        s.title = tr("The last card");
        s.text = tr("The deck is empty: no more Growth. The player who drew the last card ends "
                    "that turn, and every player after them in the turn order has one final "
                    "turn: plant, cut, or pass (a token only on the Watering Can’s pot). So "
                    "everybody has had as many turns. Cut what you can!");
        s.at = QStringLiteral("garden");
        return s;
    }
    s.lesson = L::FreePlay;
    s.title = tr("Your garden now");
    s.text = tr("You know every rule. Play on to the end as you like: grow, plant, cut or pass. "
                "%n card(s) left in the deck. When the last card is drawn, the game ends once "
                "every player has had as many turns; then your sets score by their height and "
                "by their number of types.",
                nullptr, g.deckSize());
    return s;
}

BlossomsTutorial::Step BlossomsTutorial::scriptedStep(L l, const Action& a) const {
    Step s;
    s.lesson = l;
    s.expected = a;
    s.at = QStringLiteral("deck");
    if (l <= L::Death)
        firstTurns(s);
    else if (l <= L::TallCut)
        toolTurns(s);
    else
        lastTurns(s);
    return s;
}

void BlossomsTutorial::firstTurns(Step& s) const {
    const Game& g = session_->game();
    const QString them = session_->seatName(1);
    switch (s.lesson) {
    case L::Watch:
        s.expected.reset();
        s.title = tr("%1’s turn").arg(them);
        s.text = tr("Now %1 plays: watch the garden. Every card drawn is shown to all and flies "
                    "to its place; the log on the right tells each step in words.")
                     .arg(them);
        s.at = QStringLiteral("garden");
        break;
    case L::Growth:
        s.title = tr("Grow a flower");
        s.text = tr("Welcome to Blossoms! Four pots stand in a row, each with a flower of its own "
                    "type. A turn starts with a Growth: the top card of the deck is drawn for "
                    "everybody to see and joins the flower of its type, one card taller. Click "
                    "the deck (or press G).");
        break;
    case L::Plant:
        s.title = tr("Plant a card");
        s.text = tr("The rose in pot 1 grew to %1 cards. Once per turn you may also plant a card "
                    "of your hand on the flower of its type. Click your rose, then the lit pot 1.")
                     .arg(g.pot(0).height());
        s.at = QStringLiteral("hand");
        break;
    case L::Cut:
        s.title = tr("Cut the flower");
        s.text = tr("A flower of 2 cards or more may be cut: you keep it as a set, the pot is "
                    "empty, and your turn ends. The taller, the more it is worth: 3 cards %1 "
                    "points, 4 cards %2, 5 cards %3, 6 cards %4. Click pot 1 to cut your roses.")
                     .arg(g.components().valueOf(3))
                     .arg(g.components().valueOf(4))
                     .arg(g.components().valueOf(5))
                     .arg(g.components().valueOf(6));
        s.at = QStringLiteral("pot");
        s.pot = 0;
        break;
    case L::NewPot:
        s.title = tr("A new flower");
        s.text = tr("%1 grew the schizostylis twice, then passed: after the first Growth you may "
                    "stop whenever you like. Your pot 1 is empty since your cut. Grow: a card "
                    "whose type has no flower starts a new one in an empty pot.")
                     .arg(them);
        break;
    case L::BadLuck:
        s.title = tr("Push your luck");
        s.text = tr("The sweet pea started a new flower in pot 1. You may grow again as often as "
                    "you like — but now every pot has a flower, and a card of another type would "
                    "find no place: that is bad luck, the card is discarded and your turn ends. "
                    "Grow once more and see.");
        break;
    case L::Death:
        s.title = tr("Too tall: a flower dies");
        s.text = tr("Bad luck: the iris had no pot. Then %1 grew the schizostylis to 6 cards and "
                    "drew a 7th: a flower never holds more than 6, so it died — all its cards "
                    "went to the discard pile and the turn ended. The red line above a tall "
                    "flower warns you. Your turn: grow.")
                     .arg(them);
        break;
    default:
        break;
    }
}

void BlossomsTutorial::toolTurns(Step& s) const {
    const Game& g = session_->game();
    const QString them = session_->seatName(1);
    switch (s.lesson) {
    case L::Token:
        s.title = tr("Tokens and tools");
        s.text = tr("You have 3 tokens. Once per turn, after your Growth, you may put one on a pot "
                    "without a token: nobody else may cut that pot until your next turn, and you "
                    "may use the pot’s tool once this turn. Put a token on pot 2, the Watering "
                    "Can.");
        s.at = QStringLiteral("choices");
        break;
    case L::WateringCan:
        s.title = tr("The Watering Can");
        s.text = tr("The Watering Can puts any card of your hand at the bottom of a flower, where "
                    "it counts as that flower’s type. Click your poppy, then the tulips in pot 2.");
        s.at = QStringLiteral("hand");
        break;
    case L::Protected:
        s.title = tr("Protected");
        s.text = tr("Your tulips have %1 cards and your token lies on their pot: %2 may not cut "
                    "them before your next turn. Pass to end your turn and let them grow.")
                     .arg(g.pot(1).height())
                     .arg(them);
        s.at = QStringLiteral("choices");
        break;
    case L::Pruner:
        s.title = tr("Their token protects");
        s.text = tr("%1 put a token on pot 1 and used its Pruner: the top card of the deck went "
                    "into %1’s hand, unseen (hands are secret). That token protects the sweet "
                    "peas: you may not cut pot 1 until %1’s next turn. Yours left pot 2 for the "
                    "box as your turn started. Grow.")
                     .arg(them);
        s.at = QStringLiteral("pot");
        s.pot = 0;
        break;
    case L::Fence:
        s.title = tr("The Fence");
        s.text = tr("Your tulips have %1 cards. Put your token on pot 3, the Fence: until the end "
                    "of this turn it saves you once from bad luck or from a 7th card.")
                     .arg(g.pot(1).height());
        s.at = QStringLiteral("choices");
        break;
    case L::Fenced:
        s.title = tr("Behind the Fence");
        s.text = tr("Every pot has a flower, so a card of a new type would be bad luck. With the "
                    "Fence up you may risk it: grow.");
        break;
    case L::FenceUsed:
        s.title = tr("Saved by the Fence");
        s.text = tr("The rose had no pot — bad luck, but the Fence stopped it: the card was "
                    "discarded and your turn goes on. The Fence is used up now. Grow once more.");
        break;
    case L::TallCut:
        s.title = tr("A tall flower");
        s.text = tr("Your tulips have %1 cards, the poppy at the bottom counting as a tulip. Cut "
                    "them for %2 points.")
                     .arg(g.pot(1).height())
                     .arg(g.components().valueOf(g.pot(1).height()));
        s.at = QStringLiteral("pot");
        s.pot = 1;
        break;
    default:
        break;
    }
}

void BlossomsTutorial::lastTurns(Step& s) const {
    const Game& g = session_->game();
    const QString them = session_->seatName(1);
    switch (s.lesson) {
    case L::TwoEmpty:
        s.title = tr("Two empty pots");
        s.text = tr("%1’s token went to the box, and %1 cut the sweet peas: pots 1 and 2 are "
                    "empty. Grow.")
                     .arg(them);
        break;
    case L::ChoosePot:
        s.title = tr("Choose the pot");
        s.text = tr("A sweet pea has no flower, and two pots are empty: you choose where it "
                    "grows. Each pot has its own tool. Click pot 1.");
        s.at = QStringLiteral("pot");
        s.pot = 0;
        break;
    case L::Rake:
        s.title = tr("The Rake");
        s.text = tr("Your last token: put it on pot 4, the Rake. The Rake lets you look at the "
                    "next cards of the deck and put them back in the order you choose.");
        s.at = QStringLiteral("choices");
        break;
    case L::RakeLook:
        s.title = tr("Look at the deck");
        s.text = tr("Use the Rake: the top 3 cards are shown to you alone.");
        s.at = QStringLiteral("choices");
        break;
    case L::RakeOrder:
        s.title = tr("Put them back");
        s.text = tr("The first card in the list is the next one drawn. Put the sweet pea first, "
                    "then the iris, then the rose (drag them, or select one and use Move up), "
                    "and click Put them back.");
        s.at = QStringLiteral("rake");
        break;
    case L::Known:
        s.title = tr("No surprise");
        s.text = tr("Now you know what comes: the sweet pea for pot 1, then the iris for pot 4 — "
                    "%1 knows only that you raked. Grow.")
                     .arg(them);
        break;
    case L::KnownAgain:
        s.title = tr("Grow again");
        s.text = tr("The sweet pea joined pot 1. The iris is next, safe too: grow.");
        break;
    case L::Types:
        s.title = tr("Types count too");
        s.text = tr("Cut the sweet peas: a short flower scores little (2 cards: %1 point), but "
                    "it is a third type among your sets. At the end the number of different "
                    "types scores too: 1 type %2, 2 types %3, 3 types %4, up to %5 for all six.")
                     .arg(g.components().valueOf(2))
                     .arg(g.components().varietyOf(1))
                     .arg(g.components().varietyOf(2))
                     .arg(g.components().varietyOf(3))
                     .arg(g.components().varietyOf(6));
        s.at = QStringLiteral("pot");
        s.pot = 0;
        break;
    default:
        break;
    }
}

BlossomsTutorial::Step BlossomsTutorial::endStep() const {
    const std::vector<Standing> st = session_->standings();
    Step s;
    s.lesson = L::End;
    s.title = tr("Who wins");
    s.at = QStringLiteral("scorepad");
    s.next = true;
    QStringList totals;
    for (std::size_t seat = 0; seat < st.size(); ++seat)
        totals << tr("%1: %2 by height + %3 by types = %4")
                      .arg(session_->seatName(static_cast<int>(seat)))
                      .arg(st[seat].flowers)
                      .arg(st[seat].variety)
                      .arg(st[seat].total);
    QStringList first;
    for (int w : session_->winners())
        first << session_->seatName(w);
    s.text = tr("The game is over. Each set scores by its height, and each player scores for the "
                "number of different types among their sets. %1. Winner: %2. On equal totals "
                "the most tokens left unplayed wins.")
                 .arg(totals.join(tr("; ")), first.join(tr(" and ")));
    return s;
}
