// The component data sets the desktop game can use (issue 15, docs/designer.md "Data sets"): the
// built-in one and a designer's folder of the six data files (tiles.json, starting_tiles.json,
// cards.json, objectives.json, master_gardener.json, rules.json).
//
// A folder is read by the core's own loader (frosted::loadComponents), the one the command
// line's --data uses, so the GUI and the CLI agree on what is valid and list the same problems
// (frosted::DataProblem: file, item, field, message) in the same order.
//
// watch(load) keeps a folder under watch: the folder and its six files (QFileSystemWatcher). A
// change reloads it after a quiet moment (300 ms: editors write a file in several steps, or
// replace it by a rename), through a DataSetLoader kept between loads, so only the files that
// changed are checked again. A reload that loads and differs from the set in use becomes the set
// in use (inUseChanged, Reloaded); one that fails keeps the last valid set in use and lists its
// problems (problemsChanged). A folder opened broken is watched too: once its files are fixed it
// loads, and becomes the set in use like a reload. use() puts a loaded folder in use at once,
// useBuiltIn() goes back to the built-in set and stops watching. One folder is watched at a time,
// the last one chosen; a folder removed and made again is not seen until it is opened again.
//
// It knows no widget and no game: MainWindow decides what a change means for the game on the
// table, the sandbox and the title.
#pragma once

#include "frosted/rules/data_loader.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <vector>

class DataSets : public QObject {
    Q_OBJECT
  public:
    // A folder as loaded: the set, or no set and every problem the validator found.
    struct Load {
        QString folder; // absolute
        frosted::ComponentsPtr set;
        std::vector<frosted::DataProblem> problems;
        frosted::DataSetLoader loader; // the files as read, for the next reload
        bool ok() const { return set != nullptr; }
    };
    // Loads `folder` with the core's loader; `loader`'s files already checked are kept.
    static Load load(const QString& folder, frosted::DataSetLoader loader = {});
    // What a set is called: the folder's name, or tr("built-in data") for an empty folder.
    static QString nameOf(const QString& folder);

    explicit DataSets(frosted::ComponentsPtr builtIn, QObject* parent = nullptr);

    // The set in use: what new games are dealt from and files are opened with.
    const frosted::ComponentsPtr& inUse() const { return inUse_; }
    const frosted::ComponentsPtr& builtIn() const { return builtIn_; }
    // The folder of the set in use; empty for the built-in set.
    const QString& folder() const { return folder_; }
    bool usingBuiltIn() const { return folder_.isEmpty(); }
    QString name() const { return nameOf(folder_); }

    // The folder under watch (the one in use, or one opened broken); empty when none.
    const QString& watched() const { return watched_; }
    // The problems of the watched folder's last load; empty when it loads.
    const std::vector<frosted::DataProblem>& problems() const { return problems_; }

    enum class Change { Chosen, Reloaded };
    // A loaded folder (load().ok()) becomes the set in use, watched (inUseChanged, Chosen).
    void use(Load l);
    // A folder that did not load is watched, its problems kept; the set in use stays.
    void watch(Load l);
    void useBuiltIn(); // inUseChanged(Chosen) when another set was in use
    // Reloads the watched folder now (what a change on disk does after the quiet moment).
    void reload();
    int quietMs() const { return quiet_.interval(); }

  signals:
    void inUseChanged(DataSets::Change how);
    // The watched folder's problems changed: it was opened broken (Chosen), or a change on disk
    // broke it or fixed it (Reloaded).
    void problemsChanged(DataSets::Change how);

  private:
    void rewatch();

    frosted::ComponentsPtr builtIn_, inUse_;
    QString folder_;  // of the set in use
    QString watched_; // the folder under watch
    frosted::DataSetLoader loader_;
    std::vector<frosted::DataProblem> problems_;
    QFileSystemWatcher watcher_;
    QTimer quiet_;
};
