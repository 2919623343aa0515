// BlossomsWindow's table: from the session to the widgets (refresh), and the person's intents
// (the garden's clicks, the hand's choice, the choices' buttons) to the session's actions.
#include "BlossomsArt.h"
#include "BlossomsStatistics.h"
#include "BlossomsWindow.h"
#include "ChoicePanels.h"
#include "HandsView.h"
#include "PlayersView.h"
#include "PotsView.h"
#include "ScorePad.h"
#include "TurnPanels.h"

#include "blossoms/rules/match.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>

#include <algorithm>

using namespace blossoms;
using namespace blossoms::gui;

QColor BlossomsWindow::seatColour(int seat) const {
    return art::playerColour(playerOf(seat));
}

QString BlossomsWindow::initialOf(int seat) const {
    const QString name = session_->seatName(seat).trimmed();
    return name.isEmpty() ? QString::number(seat + 1) : name.left(1).toUpper();
}

QList<QColor> BlossomsWindow::colours() const {
    QList<QColor> out;
    for (int s = 0; s < session_->seats(); ++s)
        out << seatColour(s);
    return out;
}

QStringList BlossomsWindow::initials() const {
    QStringList out;
    for (int s = 0; s < session_->seats(); ++s)
        out << initialOf(s);
    return out;
}

void BlossomsWindow::refresh() {
    if (!session_ || !session_->hasGame()) {
        banner_->setTurn(tr("No game on the table"), tr("Game ▸ New game… starts one."), {});
        choices_->setChoices({}, {});
        choices_->hide();
        hand_->hide();
        odds_->hide();
        next_->hide();
        return;
    }
    hand_->show();
    // Between two people: the cover hides every hand until the next one is ready.
    if (session_->handOverPending()) {
        const int seat = session_->toAct();
        cover_->setPlayer(session_->seatName(seat), seatColour(seat),
                          session_->sinceLastTurn(seat).join(QLatin1Char('\n')));
        pages_->setCurrentWidget(cover_);
        cover_->button()->setFocus();
        return;
    }
    if (pages_->currentWidget() == cover_)
        pages_->setCurrentWidget(tablePage_);
    const SeatView& v = session_->view();
    garden_->setView(v, colours(), initials());
    players_->setView(v, colours(), initials(), matchBefore());
    // The hand at the screen face up; the others as their counts (R-BL-PRIV-1).
    const bool shown = session_->handVisible();
    const int seat = shown ? session_->screenSeat() : -1;
    std::vector<int> cards, types;
    if (shown)
        for (int c : v.players[static_cast<std::size_t>(seat)].hand) {
            cards.push_back(c);
            types.push_back(v.components->typeOf(c));
        }
    QList<HandsView::Other> others;
    for (int s = 0; s < session_->seats(); ++s)
        if (s != seat)
            others << HandsView::Other{session_->seatName(s), seatColour(s),
                                       v.players[static_cast<std::size_t>(s)].handSize};
    hand_->setHands(shown ? tr("Your cards, %1").arg(session_->seatName(seat)) : tr("Hands"), cards,
                    types, shown, others);
    if (std::find(cards.begin(), cards.end(), chosen_) == cards.end())
        chosen_ = -1;
    // The Rake's cards: to their owner at the screen only (R-BL-TOOL-3, R-BL-PRIV).
    const bool raking = session_->personToPlay() && v.step == Step::Order;
    if (raking && v.knownTop != rakeShown_) {
        rakeShown_ = v.knownTop;
        std::vector<int> rt;
        QStringList names;
        for (int c : rakeShown_) {
            rt.push_back(v.components->typeOf(c));
            names << art::typeName(v.components->typeOf(c));
        }
        rake_->setCards(rakeShown_, rt, names);
        rake_->setVisible(true);
        rake_->list()->setFocus(); // the keyboard orders them at once (Ctrl+Left, Tab)
    }
    if (!raking)
        rakeShown_.clear();
    rake_->setVisible(raking);
    refreshBanner();
    refreshTargets();
    refreshChoices();
    refreshOdds();
    next_->setVisible(session_->computerSpeed() == TableSession::StepByStep);
    next_->setEnabled(session_->computerToPlay() && !session_->computerThinking());
}

void BlossomsWindow::refreshBanner() {
    const SeatView& v = session_->view();
    if (session_->isOver()) {
        banner_->setTurn(tr("The game is over"), tr("The score pad shows who won."), {});
        return;
    }
    const int seat = session_->toAct();
    const QString name = session_->seatName(seat);
    const QString head = v.finalTurn ? tr("%1’s final turn").arg(name) : tr("%1’s turn").arg(name);
    QString what;
    if (session_->isComputer(seat)) {
        what = session_->computerThinking() ? tr("%1 is thinking…").arg(name)
                                            : tr("%1 plays.").arg(name);
    } else if (!session_->personToPlay()) {
        what = tr("Waiting for %1.").arg(name);
    } else {
        switch (v.step) {
        case Step::Growth:
            what = tr("Grow: click the deck (G) to draw a card.");
            break;
        case Step::Pot: {
            const int type = v.components->typeOf(v.card);
            what = tr("Choose an empty pot for the %1.").arg(art::typeName(type));
            break;
        }
        case Step::Order:
            what = tr("Put the raked cards back in the order you like.");
            break;
        case Step::Actions: {
            QStringList may;
            const auto legal = session_->legalActions();
            auto has = [&legal](Action::Kind k) {
                return std::any_of(legal.begin(), legal.end(),
                                   [k](const Action& a) { return a.kind == k; });
            };
            if (has(Action::Kind::Grow))
                may << tr("grow again");
            if (has(Action::Kind::Plant))
                may << tr("plant a card");
            if (has(Action::Kind::Cut))
                may << tr("cut a flower");
            if (has(Action::Kind::Token))
                may << tr("place a token");
            if (has(Action::Kind::Water) || has(Action::Kind::Prune) || has(Action::Kind::Rake))
                may << tr("use your tool");
            what = may.isEmpty() ? tr("Pass to end your turn.")
                                 : tr("You may %1 — or pass.").arg(may.join(tr(", ")));
            if (v.finalTurn)
                what += QLatin1Char(' ') + tr("(A final turn has no Growth.)");
            break;
        }
        case Step::Over:
            break;
        }
    }
    banner_->setTurn(head, what, seatColour(seat));
    banner_->setDetail({});
}

std::optional<Action> BlossomsWindow::potAction(int pot) const {
    if (!session_->personToPlay())
        return std::nullopt;
    const auto legal = session_->legalActions();
    auto find = [&legal](const Action& want) -> std::optional<Action> {
        if (std::find(legal.begin(), legal.end(), want) != legal.end())
            return want;
        return std::nullopt;
    };
    if (session_->step() == Step::Pot)
        return find(Action::potK(pot));
    if (chosen_ >= 0) {
        if (auto a = find(Action::plant(pot, chosen_)))
            return a;
        return find(Action::water(pot, chosen_));
    }
    return find(Action::cut(pot));
}

void BlossomsWindow::refreshTargets() {
    std::array<bool, kPots> lit{};
    std::array<QString, kPots> notes;
    const SeatView& v = session_->view();
    for (int pot = 0; pot < kPots; ++pot) {
        const auto a = potAction(pot);
        lit[static_cast<std::size_t>(pot)] = a.has_value();
        if (!a)
            continue;
        if (a->kind == Action::Kind::Cut) {
            const int h = v.pots[static_cast<std::size_t>(pot)].height();
            notes[static_cast<std::size_t>(pot)] =
                tr("Cut: %n point(s)", nullptr, v.components->valueOf(h));
        } else if (a->kind == Action::Kind::Plant) {
            notes[static_cast<std::size_t>(pot)] = tr("Plant here");
        } else if (a->kind == Action::Kind::Water) {
            notes[static_cast<std::size_t>(pot)] = tr("Water: at the bottom");
        } else if (a->kind == Action::Kind::Pot) {
            notes[static_cast<std::size_t>(pot)] = tr("Put it here");
        }
    }
    const auto legal = session_->legalActions();
    const bool grow = std::find(legal.begin(), legal.end(), Action::grow()) != legal.end();
    garden_->setTargets(lit, grow && chosen_ < 0);
    garden_->setPotNotes(notes);
    // The hand's cards that a Plant or the Watering Can may take now.
    std::vector<int> choosable;
    for (const Action& a : legal)
        if ((a.kind == Action::Kind::Plant || a.kind == Action::Kind::Water) &&
            std::find(choosable.begin(), choosable.end(), a.card) == choosable.end())
            choosable.push_back(a.card);
    hand_->setChoosable(choosable);
    hand_->setChosen(chosen_);
}

void BlossomsWindow::refreshChoices() {
    QList<ChoicesPanel::Choice> list;
    if (session_->personToPlay() && session_->step() != Step::Order)
        for (const Action& a : session_->legalActions())
            list << ChoicesPanel::Choice{a, session_->describe(a), {}};
    choices_->setChoices(list.isEmpty() ? QString() : tr("What you may do now"), list);
    choices_->setVisible(!list.isEmpty());
}

void BlossomsWindow::refreshOdds() {
    const auto legal = session_->legalActions();
    const bool grow = std::find(legal.begin(), legal.end(), Action::grow()) != legal.end();
    if (!session_->oddsShown() || !grow) {
        odds_->hide();
        return;
    }
    const ai::GrowthOdds o = session_->odds();
    const auto pct = [](double x) { return QString::number(qRound(x * 100)); };
    QString text = tr("If you grow: %1% bad luck, %2% that a flower dies.")
                       .arg(pct(o.badLuckChance()), pct(o.deathChance()));
    if (o.fenced > 0)
        text += QLatin1Char(' ') + tr("Your Fence stands guard.");
    odds_->setText(text);
    odds_->setToolTip(tr("Counted over the %n card(s) you have not seen: the deck and the other "
                         "hands, never the hidden order of the deck.",
                         nullptr, o.cards));
    odds_->show();
}

void BlossomsWindow::chooseCard(int card) {
    chosen_ = card;
    refreshTargets();
    if (card >= 0)
        banner_->setDetail(tr("Now click a lit pot for the %1.")
                               .arg(art::typeName(session_->components().typeOf(card))));
    else
        banner_->setDetail({});
}

void BlossomsWindow::onPotClicked(int pot) {
    if (const auto a = potAction(pot)) {
        chosen_ = -1;
        session_->apply(*a);
    }
}

void BlossomsWindow::onDeckClicked() {
    if (!session_->personToPlay())
        return;
    chosen_ = -1;
    session_->apply(Action::grow());
}

void BlossomsWindow::onActed(const Outcome& o, int seat, const QString& words) {
    const QString line = tr("Turn %1, %2: %3").arg(o.turn).arg(session_->seatName(seat), words);
    const QString status = tr("%1: %2").arg(session_->seatName(seat), words);
    garden_->play(o, animationMs());
    // A draw's result is told once the card has landed: the flight keeps the suspense.
    auto tell = [this, line, status] {
        logLine(line);
        statusBar()->showMessage(status, 6000);
    };
    if (garden_->animating())
        connect(garden_, &PotsView::animationFinished, this, tell, Qt::SingleShotConnection);
    else
        tell();
}

void BlossomsWindow::logLine(const QString& text) {
    log_->addItem(text);
    log_->scrollToBottom();
}

void BlossomsWindow::onGameReplaced() {
    log_->clear();
    chosen_ = -1;
    rakeShown_.clear();
    garden_->finishAnimation();
    pages_->setCurrentWidget(tablePage_);
    refresh();
}

void BlossomsWindow::onGameOver() {
    auto show = [this] {
        if (!session_->isOver())
            return;
        scorePad_->setResult(scoreSheet());
        pages_->setCurrentWidget(endPage_);
        scorePad_->playAgainButton()->setFocus();
        if (tutorialActive())
            return; // the guided game counts in no statistics
        countDailyResult();
        const auto counted = statistics_->record(session_->game(), session_->players());
        if (!counted.personalBests.isEmpty())
            statusBar()->showMessage(
                tr("A personal best for %1!").arg(counted.personalBests.join(tr(" and "))), 8000);
    };
    if (garden_->animating()) // the last draw lands first
        connect(garden_, &PotsView::animationFinished, this, show, Qt::SingleShotConnection);
    else
        show();
}

ScoreSheet BlossomsWindow::scoreSheet() const {
    ScoreSheet sheet;
    const SeatView& v = session_->view();
    // The match's totals by seat, this game included (the session counts by player as listed).
    std::vector<int> match;
    if (session_->inMatch()) {
        const std::vector<int> byPlayer = session_->matchTotals();
        for (int s = 0; s < session_->seats(); ++s)
            match.push_back(byPlayer[static_cast<std::size_t>(playerOf(s))]);
    }
    for (int s = 0; s < session_->seats(); ++s) {
        const PlayerView& pl = v.players[static_cast<std::size_t>(s)];
        ScoreSheet::Row r;
        r.name = session_->seatName(s);
        r.colour = seatColour(s);
        r.initial = initialOf(s);
        for (const FlowerSet& f : pl.sets)
            r.sets << ScoreSheet::Set{f.type, f.height(), v.components->valueOf(f.height())};
        r.flowers = pl.standing.flowers;
        r.types = pl.standing.types;
        r.variety = pl.standing.variety;
        r.total = pl.standing.total;
        r.tokensLeft = pl.standing.tokensLeft;
        r.rank = pl.standing.rank;
        r.matchTotal = match.empty() ? -1 : match[static_cast<std::size_t>(s)];
        sheet.rows << r;
    }
    switch (session_->game().decidedBy()) {
    case DecidedBy::Total:
        sheet.decided = tr("The highest total wins.");
        break;
    case DecidedBy::Tokens:
        sheet.decided = tr("Equal totals: the most tokens left unplayed wins.");
        break;
    case DecidedBy::Shared:
        sheet.decided = tr("Equal totals and equal tokens left: the victory is shared.");
        break;
    }
    if (!match.empty()) {
        sheet.match = matchLine();
        sheet.nextMatchGame = session_->isOver() && !session_->matchOver();
    }
    return sheet;
}

int BlossomsWindow::playerOf(int seat) const {
    const SeatView& v = session_->view();
    return (v.startPlayer + seat) % std::max(1, session_->seats());
}

std::vector<int> BlossomsWindow::matchBefore() const {
    std::vector<int> out;
    if (!session_->inMatch())
        return out;
    const std::vector<int> byPlayer = session_->matchTotals();
    const SeatView& v = session_->view();
    for (int s = 0; s < session_->seats(); ++s) {
        int before = byPlayer[static_cast<std::size_t>(playerOf(s))];
        if (session_->isOver()) // this game is counted already
            before -= v.players[static_cast<std::size_t>(s)].standing.total;
        out.push_back(before);
    }
    return out;
}

QString BlossomsWindow::matchLine() const {
    const SeatView& v = session_->view();
    const QString game = tr("Longer game: game %1 of 3.").arg(session_->matchGame());
    if (!session_->isOver())
        return game;
    if (session_->matchOver()) {
        const std::vector<int> ranks = session_->matchRanks();
        QStringList first;
        for (std::size_t p = 0; p < ranks.size(); ++p)
            if (ranks[p] == 1)
                first << QString::fromStdString(v.names[p]);
        return game + QLatin1Char(' ') +
               (first.size() == 1 ? tr("%1 wins the match!").arg(first.first())
                                  : tr("The match is shared: %1.").arg(first.join(tr(" and "))));
    }
    // R-BL-VAR-1: the next game starts with the player who has the fewest points so far.
    const int next = matchStartPlayer(session_->matchTotals(), v.startPlayer);
    return game + QLatin1Char(' ') +
           tr("%1 starts the next game (the fewest points so far).")
               .arg(QString::fromStdString(v.names[static_cast<std::size_t>(next)]));
}
