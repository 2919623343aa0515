// The files Petals' GUI monkey (test_monkey.cpp) offers to Open: a good save of another game, and
// files of every kind that must be refused at once (monkey::addUnreadableFiles besides).
#pragma once

#include "PetalsFiles.h"

#include "../shell/monkey.h"

#include "engine/rng.h"
#include "petals/ai/bots.h"

#include <QDir>
#include <QFile>
#include <QStringList>

namespace monkeyfiles {

inline void write(const petals::ComponentsPtr& comps, const QString& dir, QStringList& good,
                  QStringList& bad) {
    using namespace petals;
    const QDir d(dir);
    // A good save of another game (3 seats, a computer, Harmony), and files to be refused.
    Game g = Game::deal(comps, 3, Variant::Harmony, 99);
    engine::Rng bot(5);
    for (int i = 0; i < 20 && !g.isOver(); ++i)
        g.apply(ai::choose(ai::BotKind::Random, g.viewFor(g.toAct()), bot));
    const QByteArray text = PetalsFiles::saveText(g, {{}, {true, ai::BotKind::Easy}, {}});
    const auto write = [&d](const QString& name, const QByteArray& bytes) {
        QFile f(d.filePath(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return d.filePath(name);
    };
    good << write(QStringLiteral("good.petals.json"), text);
    bad << write(QStringLiteral("truncated.petals.json"), text.left(400));
    // Another kind of document, a save whose "computers" is wrong, a save with an action the
    // rules refuse (a skip before any card is placed).
    bad << write(QStringLiteral("other.petals.json"),
                 QByteArrayLiteral("{\"format\": \"frosted-blooms-save\", \"version\": 2}"));
    QByteArray wrong = text;
    wrong.replace("\"computers\":[\"\",\"easy\",\"\"]", "\"computers\":[\"\",\"expert\",\"\"]");
    bad << write(QStringLiteral("computers.petals.json"), wrong);
    QByteArray refused = text;
    refused.replace("\"actions\":[", "\"actions\":[\"skip\","); // no effect to skip yet
    bad << write(QStringLiteral("refused.petals.json"), refused);
    monkey::addUnreadableFiles(dir, QStringLiteral(".petals.json"), bad);
}

} // namespace monkeyfiles
