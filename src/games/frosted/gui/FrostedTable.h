// Frosted Blooms' table plug-in (shell/TableGame.h): what the desktop program asks of the game —
// its options, its data (the bundled data folder, else the copy embedded in the program: read by
// a tool at once, by the window once it is on the screen), and its window (MainWindow) opened with
// the data set of --data or the one chosen last, a new game of --seed / --players / --solo, a saved
// game given as the program's argument, or the autosave resumed (MainWindow::startup).
#pragma once

#include "TableGame.h"

#include "frosted/rules/components.h"

#include <QTemporaryDir>

#include <filesystem>
#include <memory>

class FrostedTable : public TableGame {
  public:
    QString id() const override;
    QString title() const override;
    QString summary() const override;
    // A small garden drawn as the table draws one (look/Art.h): tulips, water and a windmill.
    QPixmap picture(QSize size) const override;
    QList<QCommandLineOption> options() const override;
    bool ownsFile(const QString& path) const override; // *.frosted.json
    QString prepare(const QCommandLineParser& p) override;
    std::unique_ptr<Frame> openWindow(const QCommandLineParser& p, const Start& s) override;

    // The built-in component data: read by load() (once; the message of its problem, else an
    // empty string), null before.
    QString load() override;
    const frosted::ComponentsPtr& components() const { return components_; }

  private:
    std::filesystem::path dataDir_; // found by prepare()
    // The embedded copy of the data, when no data folder is installed.
    std::unique_ptr<QTemporaryDir> embeddedData_;
    frosted::ComponentsPtr components_;
};
