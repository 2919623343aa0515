// Petals' table plug-in (shell/TableGame.h, issue 34): what the desktop program asks of Petals —
// its options (--players, --seed, --variant for a new game at once), its data (the bundled
// data/petals folder, else the copy embedded in the program), and its window (PetalsWindow) with
// a new game, a saved game given as the program's argument, or the autosave resumed.
#pragma once

#include "TableGame.h"

#include "petals/rules/components.h"

class PetalsTable : public TableGame {
  public:
    QString id() const override;
    QString title() const override;
    QString summary() const override;
    QPixmap picture(QSize size) const override; // two cards making a whole flower
    QList<QCommandLineOption> options() const override;
    QString prepare(const QCommandLineParser& p) override;
    std::unique_ptr<Frame> openWindow(const QCommandLineParser& p, const Start& s) override;

    // The bundled data (read once; the message of its problem, else an empty string).
    QString load() override;
    const petals::ComponentsPtr& components() const { return components_; }
    // A saved game of Petals (its suffix, *.petals.json): the file manager's file is this game's.
    bool ownsFile(const QString& path) const override;

  private:
    petals::ComponentsPtr components_;
};
