// Blossoms' table plug-in (shell/TableGame.h, issue 36): what the desktop program asks of
// Blossoms — its options (--players, --seed, --variant children,advanced for a new game at once),
// its data (the bundled data/blossoms folder, else the copy embedded in the program), and its
// window (BlossomsWindow) with a new game, a saved game given as the program's argument
// (*.blossoms.json), or the autosave resumed.
#pragma once

#include "TableGame.h"

#include "blossoms/rules/game.h"

#include <optional>

class BlossomsTable : public TableGame {
  public:
    QString id() const override;
    QString title() const override;
    QString summary() const override;
    QPixmap picture(QSize size) const override; // four pots, flowers of different heights
    QList<QCommandLineOption> options() const override;
    QString prepare(const QCommandLineParser& p) override;
    std::unique_ptr<Frame> openWindow(const QCommandLineParser& p, const Start& s) override;
    QString load() override;
    const blossoms::ComponentsPtr& components() const { return components_; }
    bool ownsFile(const QString& path) const override;

    // --variant's value read ("children", "advanced", both separated by a comma, "standard"):
    // nullopt for another word.
    static std::optional<blossoms::Variant> variantOf(const QString& text);

  private:
    blossoms::ComponentsPtr components_;
};
