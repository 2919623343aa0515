#include "SeatDefaults.h"

#include "Language.h"
#include "Words.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace seatdefaults {

const QStringList& names() {
    static const QStringList n = {QStringLiteral("Ada"),      QStringLiteral("Ben"),
                                  QString::fromUtf8("Chloé"), QStringLiteral("Dev"),
                                  QStringLiteral("Eli"),      QStringLiteral("Fay")};
    return n;
}

bool containsName(const QStringList& list, const QString& n) {
    return std::any_of(list.begin(), list.end(), [&](const QString& x) {
        return x.trimmed().compare(n, Qt::CaseInsensitive) == 0;
    });
}

QStringList colourKeys(const frosted::ComponentSet& components) {
    QStringList out;
    for (const frosted::StartingTile& t : components.startingTiles)
        out << words::q(t.colour);
    return out;
}

QList<SeatDefault> builtIn(const QStringList& colours) {
    QList<SeatDefault> out;
    for (int i = 0; i < kSeats; ++i)
        out.append({names()[i], colours.isEmpty() ? QString() : colours[i % colours.size()]});
    return out;
}

QList<SeatDefault> fromSettings(const QStringList& colours) {
    const QList<SeatDefault> builtInSeats = builtIn(colours);
    QSettings s;
    const QStringList stored = s.value(QStringLiteral("players/names")).toStringList();
    const QStringList storedColours = s.value(QStringLiteral("players/colours")).toStringList();
    // The Master Gardener's name in every language the game speaks (as nameProblem refuses it).
    const QStringList his = language::inEveryLanguage("GameController", "Master Gardener");
    QList<SeatDefault> out;
    QStringList usedNames, usedColours;
    for (int i = 0; i < kSeats; ++i) {
        // A name that cannot sit at a table with the seats above gives way to a built-in one.
        const QString mine = stored.value(i).trimmed();
        QString name;
        if (!mine.isEmpty() && mine.size() <= kMaxNameLength && !containsName(usedNames, mine) &&
            !containsName(his, mine))
            name = mine;
        QStringList fallback = {builtInSeats[i].name};
        fallback << names();
        for (int k = 0; name.isEmpty() && k < fallback.size(); ++k)
            if (!containsName(usedNames, fallback[k]) &&
                !containsName(stored.mid(i + 1), fallback[k]))
                name = fallback[k];
        if (name.isEmpty())
            name = QCoreApplication::translate("NewGameDialog", "Player %1").arg(i + 1);
        // A colour of this set that no seat above has; else the built-in one, else a free one.
        QStringList choices = {storedColours.value(i), builtInSeats[i].colour};
        choices << colours;
        QString colour = builtInSeats[i].colour;
        for (const QString& c : choices)
            if (colours.contains(c) && !usedColours.contains(c)) {
                colour = c;
                break;
            }
        usedNames << name;
        usedColours << colour;
        out.append({name, colour});
    }
    return out;
}

void remember(const QList<SeatDefault>& seats) {
    QStringList n, colours;
    for (const SeatDefault& d : seats) {
        n << d.name.trimmed();
        colours << d.colour;
    }
    QSettings s;
    s.setValue(QStringLiteral("players/names"), n);
    s.setValue(QStringLiteral("players/colours"), colours);
}

} // namespace seatdefaults
