// A game's table given its command line as the program gives it (src/apps/desktop/main.cpp), in a
// data home of the test's own. Used by the tables' start-up tests (tests/gui/test_desktop.cpp,
// tests/petals_gui/test_window_files.cpp), which then open the window with the parser.
#pragma once

#include "TableGame.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace tablestart {

// FROSTED_BLOOMS_DATA_HOME in a temporary folder for as long as it lives (the autosave, the
// statistics), unset after.
class DataHome {
  public:
    DataHome() { qputenv("FROSTED_BLOOMS_DATA_HOME", dir_.path().toLocal8Bit()); }
    ~DataHome() { qunsetenv("FROSTED_BLOOMS_DATA_HOME"); }
    DataHome(const DataHome&) = delete;
    DataHome& operator=(const DataHome&) = delete;
    QString path() const { return dir_.path(); }

  private:
    QTemporaryDir dir_;
};

// The table's options and the saved game's `file` in `p`, the program's name and `args` parsed,
// then TableGame::prepare(). Fails the current test (and answers false) when `args` do not parse
// or prepare() refuses them.
inline bool prepare(TableGame& table, QCommandLineParser& p, const QStringList& args) {
    p.addOptions(table.options());
    p.addPositionalArgument(QStringLiteral("file"), QString());
    if (!p.parse(QStringList{QStringLiteral("frosted-blooms")} + args)) {
        QTest::qFail(qPrintable(p.errorText()), __FILE__, __LINE__);
        return false;
    }
    const QString refused = table.prepare(p);
    if (!refused.isEmpty()) {
        QTest::qFail(qPrintable(QStringLiteral("prepare() refused: ") + refused), __FILE__,
                     __LINE__);
        return false;
    }
    return true;
}

} // namespace tablestart
