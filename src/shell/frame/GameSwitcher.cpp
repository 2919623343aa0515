#include "GameSwitcher.h"

#include "Language.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QSettings>

GameSwitcher::GameSwitcher(std::vector<TableGame*> games,
                           std::function<void(QCommandLineParser&)> addOptions, QObject* parent)
    : QObject(parent), games_(std::move(games)), addOptions_(std::move(addOptions)) {}

GameSwitcher::~GameSwitcher() {
    gamechoice::setSwitchHandler({});
}

QList<GameOffer> GameSwitcher::offers() const {
    QList<GameOffer> out;
    for (const TableGame* g : games_) {
        // Every game's name and line in the player's language: its catalog is put in use now,
        // not only once the game is chosen.
        language::useCatalog(g->id());
        out << GameOffer{g->id(), g->title(), g->summary(),
                         [g](QSize size) { return g->picture(size); }};
    }
    return out;
}

void GameSwitcher::install() {
    gamechoice::setOffers(offers());
    gamechoice::setSwitchHandler([this](const QString& id) { switchTo(id); });
}

void GameSwitcher::setWindow(TableGame* game, std::unique_ptr<Frame> window) {
    game_ = game;
    window_ = std::move(window);
    remember(game);
}

TableGame* GameSwitcher::find(const QString& id) const {
    for (TableGame* g : games_)
        if (g->id() == id)
            return g;
    return nullptr;
}

QString GameSwitcher::lastGame() {
    return QSettings().value(QLatin1String(kLastGameKey)).toString();
}

void GameSwitcher::remember(const TableGame* game) const {
    if (remember_ && game)
        QSettings().setValue(QLatin1String(kLastGameKey), game->id());
}

bool GameSwitcher::switchTo(const QString& id) {
    problem_.clear();
    TableGame* next = find(id);
    if (!next || next == game_)
        return false;
    // A plain start of the other game: none of the options the program was started with.
    QCommandLineParser p;
    if (addOptions_)
        addOptions_(p);
    p.parse({QCoreApplication::applicationFilePath()});
    language::useCatalog(next->id());
    // Its data read before the window on the table is let go (TableGame::load).
    if (QString problem = next->prepare(p);
        !problem.isEmpty() || !(problem = next->load()).isEmpty()) {
        problem_ = problem;
        if (window_)
            window_->showError(problem);
        return false;
    }
    // The program goes on while no window is open, between the two.
    const bool quits = QGuiApplication::quitOnLastWindowClosed();
    QGuiApplication::setQuitOnLastWindowClosed(false);
    std::unique_ptr<Frame> before = std::move(window_);
    if (before && !before->close()) {
        window_ = std::move(before);
        QGuiApplication::setQuitOnLastWindowClosed(quits);
        return false; // asked about its game, the player kept it
    }
    std::unique_ptr<Frame> opened = next->openWindow(p, {});
    QGuiApplication::setQuitOnLastWindowClosed(quits);
    if (!opened) {
        // The other game could not open its window: the one before comes back, saying why, or
        // — no window before — the program ends rather than run with none.
        problem_ = tr("%1 could not open its window; %2 stays on the table.")
                       .arg(next->title(), game_ ? game_->title() : QString());
        if (!before) {
            QCoreApplication::exit(2);
            return false;
        }
        window_ = std::move(before);
        window_->show();
        window_->showError(problem_);
        return false;
    }
    if (before)
        before.release()->deleteLater(); // its own events may still be on the way
    game_ = next;
    window_ = std::move(opened);
    remember(next);
    emit switched(window_.get());
    return true;
}
