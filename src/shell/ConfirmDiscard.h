// "Do you want to save the current game?" — asked, as KDE games do, before a game in progress is
// thrown away: a new game (New, Play again), Open…, another data set (a new game with it) and
// Quit. Not asked when there is nothing to
// lose: no game, a finished game, a game with no step taken, or one just saved or opened and not
// changed since (MainWindow decides; this file only asks).
#pragma once

#include <QString>

class QWidget;

namespace confirm {

enum class Purpose { NewGame, Open, Quit, DataSet };
enum class Answer { Save, Discard, Cancel };

// A window-modal question with the buttons "Save and …", "Discard"/"Quit without saving" and
// "Cancel" (Esc); `summary` says which game ("Ada and Ben, round 3 of 10").
Answer askToSave(QWidget* parent, Purpose purpose, const QString& summary);

} // namespace confirm
