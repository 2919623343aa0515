#include "ConfirmDiscard.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace {
class Confirm {
    Q_DECLARE_TR_FUNCTIONS(Confirm)
};
} // namespace

namespace confirm {

Answer askToSave(QWidget* parent, Purpose purpose, const QString& summary) {
    // Titled as the window asking (the game's name: "Petals" over Petals' table), else the
    // program's name.
    QString title = parent ? parent->window()->windowTitle().remove(QStringLiteral("[*]")).trimmed()
                           : QString();
    if (title.isEmpty())
        title = Confirm::tr("Frosted Blooms");
    QMessageBox box(QMessageBox::Question, title,
                    Confirm::tr("Do you want to save the current game?"), QMessageBox::NoButton,
                    parent);
    box.setObjectName(QStringLiteral("confirmDiscardBox"));
    QString save, discard, info;
    switch (purpose) {
    case Purpose::NewGame:
        save = Confirm::tr("&Save, then start a new game…");
        discard = Confirm::tr("&Discard it");
        info = Confirm::tr("%1 is not finished. A new game replaces it.").arg(summary);
        break;
    case Purpose::Open:
        save = Confirm::tr("&Save, then open…");
        discard = Confirm::tr("&Discard it");
        info = Confirm::tr("%1 is not finished. The game you open replaces it.").arg(summary);
        break;
    case Purpose::DataSet:
        save = Confirm::tr("&Save, then switch…");
        discard = Confirm::tr("&Discard it");
        info = Confirm::tr("%1 is not finished. A new game with the other data set replaces it.")
                   .arg(summary);
        break;
    case Purpose::Quit:
        save = Confirm::tr("&Save, then quit…");
        discard = Confirm::tr("&Quit without saving");
        info = Confirm::tr("%1 is not finished. Without saving, it is still offered for resuming "
                           "at the next start, until a new game replaces it.")
                   .arg(summary);
        break;
    }
    box.setInformativeText(info);
    QPushButton* s = box.addButton(save, QMessageBox::AcceptRole);
    QPushButton* d = box.addButton(discard, QMessageBox::DestructiveRole);
    QPushButton* c = box.addButton(QMessageBox::Cancel);
    s->setObjectName(QStringLiteral("saveButton"));
    d->setObjectName(QStringLiteral("discardButton"));
    box.setDefaultButton(s);
    box.setEscapeButton(c);
    box.exec();
    if (box.clickedButton() == s)
        return Answer::Save;
    if (box.clickedButton() == d)
        return Answer::Discard;
    return Answer::Cancel;
}

} // namespace confirm
