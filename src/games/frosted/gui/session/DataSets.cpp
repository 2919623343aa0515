#include "DataSets.h"

#include "SaveFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace frosted;

DataSets::Load DataSets::load(const QString& folder, DataSetLoader loader) {
    Load l;
    l.folder = QDir::cleanPath(QDir(folder).absolutePath());
    const std::string path = savefiles::nativePath(l.folder);
    try {
        l.set = loadComponents(path, loader);
    } catch (const DataError& e) {
        l.problems = e.details();
    } catch (const std::exception& e) {
        // As the command line: anything else that stops loading is a problem of the folder.
        l.problems.push_back({"", "", "", e.what(), path + ": " + e.what()});
    }
    l.loader = std::move(loader);
    return l;
}

QString DataSets::nameOf(const QString& folder) {
    if (folder.isEmpty())
        return QCoreApplication::translate("DataSets", "built-in data");
    return QDir(folder).dirName();
}

DataSets::DataSets(ComponentsPtr builtIn, QObject* parent)
    : QObject(parent), builtIn_(builtIn), inUse_(std::move(builtIn)) {
    quiet_.setSingleShot(true);
    quiet_.setInterval(300);
    connect(&quiet_, &QTimer::timeout, this, &DataSets::reload);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, &quiet_, qOverload<>(&QTimer::start));
    connect(&watcher_, &QFileSystemWatcher::fileChanged, &quiet_, qOverload<>(&QTimer::start));
}

void DataSets::use(Load l) {
    if (!l.ok())
        return watch(std::move(l));
    const bool hadProblems = !problems_.empty();
    inUse_ = l.set;
    folder_ = l.folder;
    watched_ = l.folder;
    loader_ = std::move(l.loader);
    problems_.clear();
    rewatch();
    if (hadProblems)
        emit problemsChanged(Change::Chosen);
    emit inUseChanged(Change::Chosen);
}

void DataSets::watch(Load l) {
    if (l.ok())
        return use(std::move(l));
    watched_ = l.folder;
    loader_ = std::move(l.loader);
    problems_ = std::move(l.problems);
    rewatch();
    emit problemsChanged(Change::Chosen);
}

void DataSets::useBuiltIn() {
    const bool changed = !folder_.isEmpty();
    const bool hadProblems = !problems_.empty();
    inUse_ = builtIn_;
    folder_.clear();
    watched_.clear();
    loader_ = {};
    problems_.clear();
    rewatch();
    if (hadProblems)
        emit problemsChanged(Change::Chosen);
    if (changed)
        emit inUseChanged(Change::Chosen);
}

void DataSets::reload() {
    quiet_.stop();
    if (watched_.isEmpty())
        return;
    Load l = load(watched_, loader_);
    loader_ = l.loader;
    rewatch(); // a file replaced by a rename is a new file to watch
    const bool hadProblems = !problems_.empty();
    if (!l.ok()) {
        if (l.problems != problems_) {
            problems_ = std::move(l.problems);
            emit problemsChanged(Change::Reloaded);
        }
        return;
    }
    problems_.clear();
    if (hadProblems)
        emit problemsChanged(Change::Reloaded);
    if (folder_ == watched_ && l.set->contentHash == inUse_->contentHash)
        return; // saved again unchanged (or changed back): nothing new to use
    inUse_ = l.set;
    folder_ = watched_;
    emit inUseChanged(Change::Reloaded);
}

void DataSets::rewatch() {
    if (!watcher_.files().isEmpty())
        watcher_.removePaths(watcher_.files());
    if (!watcher_.directories().isEmpty())
        watcher_.removePaths(watcher_.directories());
    if (watched_.isEmpty() || !QFileInfo(watched_).isDir())
        return;
    QStringList paths{watched_};
    const QDir dir(watched_);
    for (const char* file : DataSetLoader::fileNames())
        if (QFileInfo(dir.filePath(QLatin1String(file))).isFile())
            paths << dir.filePath(QLatin1String(file));
    watcher_.addPaths(paths);
}
