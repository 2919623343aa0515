// Frosted Blooms' table plug-in (shell/TableGame.h): what the desktop program asks of the game —
// its options, its data loaded at start (the bundled data folder, read on a thread of its own
// while Qt starts, else the copy embedded in the program), and its window (MainWindow) opened with
// the data set of --data or the one chosen last, a new game of --seed / --players / --solo, a saved
// game given as the program's argument, or the autosave resumed (MainWindow::startup).
#pragma once

#include "TableGame.h"

#include "frosted/rules/components.h"

#include <QTemporaryDir>

#include <future>
#include <memory>

class FrostedTable : public TableGame {
  public:
    QString id() const override;
    QString title() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    void preload() override;
    QString prepare(const QCommandLineParser& p) override;
    std::unique_ptr<Frame> openWindow(const QCommandLineParser& p, const Start& s) override;

    // The built-in component data, loaded by prepare() (the tools draw with it).
    const frosted::ComponentsPtr& components() const { return components_; }

  private:
    // The embedded copy of the data, when no data folder is installed.
    std::unique_ptr<QTemporaryDir> embeddedData_;
    frosted::ComponentsPtr components_;
    std::future<frosted::ComponentsPtr> preloaded_; // the bundled folder's, being read (preload)
};
