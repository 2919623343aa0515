// Petals' window: from the session to the widgets, and the player's intents to the session
// (PetalsWindow.h). Every legality and every point comes from the rules through the session.
#include "EffectPanel.h"
#include "HandView.h"
#include "PetalsDaily.h"
#include "PetalsScorePad.h"
#include "PetalsStatistics.h"
#include "PetalsWindow.h"
#include "TableView.h"
#include "TrackersView.h"
#include "TurnPanels.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>

#include <algorithm>
#include <set>

using namespace petals;
using namespace petals::gui;

namespace {

QString effectText(EffectKind k) {
    switch (k) {
    case EffectKind::Simple:
        return PetalsWindow::tr("a symbol pair: simple effect (score the card or move one)");
    case EffectKind::Double:
        return PetalsWindow::tr("identical symbols: double effect (score and move one)");
    case EffectKind::None:
        break;
    }
    return {};
}

int total(const Points& p) {
    int t = 0;
    for (int v : p)
        t += v;
    return t;
}

} // namespace

QColor PetalsWindow::colourOf(int seat) const {
    return seat >= 0 && session_->hasGame() ? seatColour(session_->view().known(), seat) : QColor();
}

QString PetalsWindow::seatLabel(int seat) const {
    const QString name = session_->seatName(seat);
    if (!session_->isComputer(seat))
        return name;
    return tr("%1 (computer, %2)").arg(name, levelName(session_->level(seat)));
}

void PetalsWindow::onGameReplaced() {
    log_->clear();
    logged_ = 0;
    resetChoice();
    table_->fitToTable();
    pages_->setCurrentWidget(tablePage_);
    const PetalsSetup& s = session_->setup();
    logTurn(s.variant == Variant::Harmony ? tr("A new game of Petals (Harmony).")
                                          : tr("A new game of Petals."));
    refresh();
}

void PetalsWindow::resetChoice() {
    chosen_ = -1;
    moving_ = -1;
    rotation_ = 0;
    hovered_.reset();
    shownAt_.reset();
}

void PetalsWindow::refresh() {
    if (!session_->hasGame()) {
        banner_->setTurn(tr("Petals"), tr("Start a new game from the Game menu."), {});
        effect_->clear();
        next_->hide();
        hand_->hide(); // no hands before a game
        return;
    }
    hand_->show();
    if (session_->handOverPending() && !session_->isOver()) {
        logTurns();
        // What the others did since this seat's last turn, one line each (the log's lines).
        const auto& turns = session_->view().known().log();
        int from = static_cast<int>(turns.size());
        while (from > 0 && turns[static_cast<std::size_t>(from - 1)].seat != session_->toAct())
            --from;
        QStringList since;
        for (int t = from; t < static_cast<int>(turns.size()) && t + 1 < log_->count(); ++t)
            since << log_->item(t + 1)->text();
        cover_->setPlayer(session_->seatName(session_->toAct()), colourOf(session_->toAct()),
                          since.join(QLatin1Char('\n')));
        pages_->setCurrentWidget(cover_);
        cover_->button()->setFocus();
    } else if (pages_->currentWidget() == cover_) {
        pages_->setCurrentWidget(tablePage_);
        hand_->setFocus();
    }
    const SeatView& v = session_->view();
    logTurns();
    table_->setTable(v.known());
    hand_->setView(v, session_->handVisible());
    trackers_->setGame(v.known(), session_->handVisible() ? session_->screenSeat() : -1);
    // The chosen card is still in the hand (else none); a person's new turn picks the first card.
    if (session_->personToPlay() && session_->step() == Step::Place) {
        const auto& own = v.known().hand(v.seat());
        if (std::find(own.begin(), own.end(), chosen_) == own.end())
            chosen_ = own.empty() ? -1 : own.front();
        hand_->setSelected(chosen_);
    } else {
        chosen_ = -1;
    }
    if (session_->step() == Step::Place)
        moving_ = -1;
    refreshBanner();
    refreshEffect();
    refreshMarks();
    if (hovered_)
        showGhost(*hovered_);
    if (tutorialActive())
        showCoach();
    next_->setVisible(session_->computerSpeed() == TableSession::StepByStep &&
                      session_->computerToPlay());
    next_->setEnabled(session_->computerToPlay() && !session_->computerThinking());
    if (QAction* undo = standardAction(Standard::Undo))
        undo->setEnabled(session_->canUndo());
    if (QAction* hint = standardAction(Standard::Hint))
        hint->setEnabled(session_->canHint());
}

void PetalsWindow::refreshBanner() {
    const int seat = session_->toAct();
    if (session_->isOver()) {
        banner_->setTurn(tr("The game is over"), tr("See the score pad."), {});
        return;
    }
    const QString who = session_->seatName(seat);
    banner_->setDetail(lastTurnText());
    if (session_->computerToPlay()) {
        banner_->setTurn(tr("%1 plays").arg(seatLabel(seat)),
                         session_->computerThinking() ? tr("Thinking…")
                         : session_->computerSpeed() == TableSession::StepByStep
                             ? tr("Press Next step (N) to see the move.")
                             : tr("Playing…"),
                         colourOf(seat));
        return;
    }
    if (!session_->personToPlay()) {
        banner_->setTurn(tr("%1’s turn").arg(who), tr("Waiting for %1.").arg(who), colourOf(seat));
        return;
    }
    const QString headline = session_->seats() > 1 && session_->screenSeat() == seat
                                 ? (who == tr("You") ? tr("Your turn") // not "Your turn, You"
                                                     : tr("Your turn, %1").arg(who))
                                 : tr("%1’s turn").arg(who);
    QString what;
    switch (session_->step()) {
    case Step::Place:
        what = tr("Choose a card, then a marked place. R or the wheel turns the card.");
        break;
    case Step::Effect:
        what = moving_ >= 0
                   ? tr("Click a marked place to move the card there (R turns it).")
                   : tr("A symbol pair! Score the card you placed, or move a lit card instead.");
        break;
    case Step::Move:
        what = moving_ >= 0 ? tr("Click a marked place to move the card there (R turns it).")
                            : tr("Identical symbols: your card scored. Move a lit card, or skip.");
        break;
    case Step::Over:
        break;
    }
    banner_->setTurn(headline, what, colourOf(seat));
}

void PetalsWindow::refreshEffect() {
    const Step step = session_->step();
    if (!session_->personToPlay() || (step != Step::Effect && step != Step::Move)) {
        effect_->clear();
        return;
    }
    const bool asked = effect_->isVisible();
    const PetalsSession::EffectChoice c = session_->effectChoice();
    const QString best =
        c.bestMove ? tr("The best move gives +%1.").arg(*c.bestMove) : tr("No card can move.");
    if (step == Step::Effect) {
        effect_->ask(tr("A symbol pair: simple effect") /* R-PE-EFFECT-3 */,
                     tr("Your card gives %1. Score it, or move one of the lit cards instead. %2")
                         .arg(PetalsSession::pointsText(c.placed), best),
                     true, total(c.placed), false, moving_ >= 0);
    } else {
        effect_->ask(tr("Identical symbols: double effect") /* R-PE-EFFECT-4 */,
                     tr("Your card scored %1. Now move one of the lit cards, or skip. %2")
                         .arg(PetalsSession::pointsText(c.placed), best),
                     false, 0, true, moving_ >= 0);
    }
    // A new question takes the keyboard's focus (a screen reader reads it): Enter scores the card
    // or skips the move; Ctrl+2 goes back to the table to move a lit card.
    if (!asked && !tutorialActive())
        effect_->focusAnswer();
}

void PetalsWindow::refreshMarks() {
    std::vector<Cell> marks;
    std::vector<int> lit;
    if (session_->personToPlay()) {
        const Step step = session_->step();
        if (step == Step::Place && chosen_ >= 0) {
            std::set<Cell> cells;
            for (const Action& a : session_->legalActions())
                if (a.kind == Action::Kind::Place && a.card == chosen_)
                    cells.insert(a.cell);
            marks.assign(cells.begin(), cells.end());
        } else if (step == Step::Effect || step == Step::Move) {
            if (moving_ >= 0) {
                std::set<Cell> cells;
                for (const auto& d : session_->destinations(moving_))
                    cells.insert(d.cell);
                marks.assign(cells.begin(), cells.end());
                lit = {moving_};
            } else {
                lit = session_->effectChoice().movable;
            }
        }
    }
    // Otherwise the cards of the last turn stay lit, so that what changed is seen (a computer's
    // turn played out while one looked away).
    if (lit.empty() && moving_ < 0 && session_->step() == Step::Place)
        lit = lastTurnCards();
    table_->setMarkedCells(std::move(marks));
    table_->setHighlighted(std::move(lit));
    if (!session_->personToPlay())
        table_->setGhost(std::nullopt);
}

std::vector<int> PetalsWindow::lastTurnCards() const {
    const auto& turns = session_->view().known().log();
    if (turns.empty())
        return {};
    const TurnRecord& t = turns.back();
    std::vector<int> cards{t.placed.card};
    if (t.moved)
        cards.push_back(t.moved->card);
    return cards;
}

void PetalsWindow::showGhost(Cell cell) {
    hovered_ = cell;
    if (!session_->personToPlay()) {
        table_->setGhost(std::nullopt);
        return;
    }
    const bool moveStep = session_->step() != Step::Place;
    const int card = moveStep ? moving_ : chosen_;
    const auto& marks = table_->markedCells();
    if (card < 0 || std::find(marks.begin(), marks.end(), cell) == marks.end()) {
        table_->setGhost(std::nullopt);
        banner_->setDetail(lastTurnText());
        return;
    }
    const Game& known = session_->view().known();
    std::optional<Cell> from;
    if (moveStep)
        for (const Lying& l : known.table())
            if (l.card == card)
                from = l.cell;
    Ghost g{card, cell, rotation_, {}};
    const auto sides = known.contactSides(card, cell, rotation_, from);
    for (int d = 0; d < 4; ++d)
        if (const auto& s = sides[static_cast<std::size_t>(d)])
            g.sides[static_cast<std::size_t>(d)] = GhostSide{s->scores, s->symbolPair, s->points};
    table_->setGhost(g);
    const PetalsSession::Preview p = moveStep ? session_->previewMove(card, cell, rotation_)
                                              : session_->preview(card, cell, rotation_);
    if (!p.legal) {
        banner_->setDetail(tr("Not here: %1").arg(p.reason), true);
        return;
    }
    QString text = p.total > 0
                       ? tr("Here: +%1 (%2)").arg(p.total).arg(PetalsSession::pointsText(p.points))
                       : tr("Here: no points");
    if (!moveStep && p.effect != EffectKind::None)
        text += tr(", and %1").arg(effectText(p.effect));
    banner_->setDetail(tr("%1.", "the end of the sentence: what the place gives").arg(text));
}

void PetalsWindow::chooseCard(int card) {
    if (!session_->personToPlay() || session_->step() != Step::Place)
        return;
    chosen_ = card;
    shownAt_.reset();
    hand_->setSelected(card);
    refreshMarks();
    if (hovered_)
        showGhost(*hovered_);
}

void PetalsWindow::rotate(int delta) {
    rotation_ = ((rotation_ + delta) % 4 + 4) % 4;
    if (hovered_)
        showGhost(*hovered_);
}

bool PetalsWindow::showFirst(Cell cell) {
    // Configure ▸ Table: a first click shows the card at the cell, a second one there places it.
    if (!confirmPlacement_ || shownAt_ == cell) {
        shownAt_.reset();
        return false;
    }
    shownAt_ = cell;
    showGhost(cell);
    banner_->setDetail(banner_->detail() + QLatin1Char(' ') +
                       tr("Click again (Enter) to put it there."));
    return true;
}

void PetalsWindow::onCellClicked(Cell cell) {
    if (!session_->personToPlay())
        return;
    const Step step = session_->step();
    const auto& marks = table_->markedCells();
    const bool marked = std::find(marks.begin(), marks.end(), cell) != marks.end();
    if (step == Step::Place) {
        if (chosen_ < 0) {
            banner_->setDetail(tr("Choose a card in your hand first."), true);
            return;
        }
        if (!marked && table_->cardAt(cell) >= 0)
            return; // a card lying there: nothing to place on it
        if (marked && showFirst(cell))
            return;
        const int card = chosen_;
        const int r = rotation_;
        hovered_.reset();
        session_->place(card, cell, r); // a refusal says why (refused)
        if (session_->hasGame() && session_->step() == Step::Place)
            rotation_ = 0;
        return;
    }
    if (moving_ >= 0 && marked) {
        if (showFirst(cell))
            return;
        const int card = moving_;
        moving_ = -1;
        hovered_.reset();
        session_->move(card, cell, rotation_);
        rotation_ = 0;
    }
}

void PetalsWindow::onCardClicked(int card) {
    if (!session_->personToPlay())
        return;
    const Step step = session_->step();
    if (step != Step::Effect && step != Step::Move)
        return;
    const auto movable = session_->effectChoice().movable;
    if (std::find(movable.begin(), movable.end(), card) == movable.end()) {
        banner_->setDetail(tr("That card cannot move: it is not lit."), true);
        return;
    }
    moving_ = card;
    shownAt_.reset();
    // A moved card keeps its rotation unless turned (R-PE-MOVE).
    const auto& t = session_->view().known().table();
    if (const auto l =
            std::find_if(t.begin(), t.end(), [card](const Lying& x) { return x.card == card; });
        l != t.end())
        rotation_ = l->rotation;
    refreshBanner();
    refreshEffect();
    refreshMarks();
    if (tutorialActive())
        showCoach(); // the guided game's destination, marked alone
}

void PetalsWindow::onComputerActed(int seat, const QString& words) {
    statusBar()->showMessage(tr("%1: %2").arg(session_->seatName(seat), words), 4000);
}

// The last turn in words, its cards lit on the table ("Ben’s turn: +12, the cards lit.").
QString PetalsWindow::lastTurnText() const {
    const auto& turns = session_->view().known().log();
    if (turns.empty() || session_->step() != Step::Place)
        return {};
    const TurnRecord& t = turns.back();
    return tr("Last turn, %1: +%2 (the lit cards).")
        .arg(session_->seatName(t.seat))
        .arg(total(t.points));
}

// The game's log (TurnRecord, public to every seat) as the turns end: one line each.
void PetalsWindow::logTurns() {
    const auto& turns = session_->view().known().log();
    while (static_cast<std::size_t>(logged_) < turns.size()) {
        const TurnRecord& t = turns[static_cast<std::size_t>(logged_++)];
        // As the table shows it: points by tracker, no card's data id (its cards are lit).
        QString line =
            tr("Turn %1, %2: placed a card (%3)")
                .arg(t.turn)
                .arg(session_->seatName(t.seat), PetalsSession::pointsText(t.placedPoints));
        if (t.moved)
            line += tr("; moved a card (%1)")
                        .arg(PetalsSession::pointsText(t.movedPoints.value_or(Points{})));
        else if (t.choice == Action::Kind::Skip)
            line += tr("; no move");
        line += tr(" — %1 in all.").arg(total(t.points));
        logTurn(line);
    }
}

void PetalsWindow::logTurn(const QString& text) {
    log_->addItem(text);
    log_->scrollToBottom();
}

QWidget* PetalsWindow::endPage() const {
    return endPage_;
}

// R-PE-WIN / R-PE-HARM: the score pad from the rules' standings; the result counted in the
// statistics (and for the day of a daily deal).
void PetalsWindow::onGameOver() {
    const auto standings = session_->standings();
    if (const auto day = PetalsDaily::dayOf(session_->game()))
        for (int s = 0; s < session_->seats(); ++s)
            if (!session_->isComputer(s)) {
                const Standing& st = standings[static_cast<std::size_t>(s)];
                PetalsDaily(useSettings_).recordResult(*day, st.total, st.rank && *st.rank == 1);
                break;
            }
    QStringList names;
    for (int s = 0; s < session_->seats(); ++s)
        names << session_->seatName(s);
    const auto outcome = statistics_->record(session_->game(), session_->players());
    scorePad_->setResult(session_->game(), names, session_->players());
    scorePad_->setNote(PetalsStatistics::note(outcome));
    pages_->setCurrentWidget(endPage_);
    scorePad_->setFocus();
    statusBar()->showMessage(tr("The game is over."), 5000);
}
