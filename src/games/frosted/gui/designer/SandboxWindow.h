// Game ▸ Sandbox (docs/designer.md): one garden to edit freely, for designers checking rules.
//
// Left, the palette: every Landscape and starting tile of the data with both faces, filtered by
// id, outline (the pentomino letter of a five-cell face) and tulips on a face; a click takes the
// tile in hand. Centre, the SandboxView. Right, what the rules see: the group under the pointer,
// for the tile in hand at the pointer the points of every card of the data, the gaps it would
// close and the objectives it would qualify for, the garden's gaps with their shapes and
// Improvements, and the number of legal placements. The toolbar starts from an empty garden or a
// copy of a player's garden in the game on the table, and copies the garden as an `evaluate`
// input or pastes one in.
#pragma once

#include "frosted/rules/components.h"

#include <QMainWindow>

class GameController;
class QComboBox;
class QLineEdit;
class QListWidget;
class QTextBrowser;
class QToolButton;
class SandboxModel;
class SandboxView;

class SandboxWindow : public QMainWindow {
    Q_OBJECT
  public:
    SandboxWindow(frosted::ComponentsPtr components, GameController* game,
                  QWidget* parent = nullptr);
    SandboxModel* model() const { return model_; }
    SandboxView* view() const { return view_; }
    QListWidget* palette() const { return palette_; }
    QLineEdit* idFilter() const { return idFilter_; }
    QComboBox* outlineFilter() const { return outlineFilter_; }
    QComboBox* tulipFilter() const { return tulipFilter_; }
    QTextBrowser* inspector() const { return inspector_; }
    QAction* legalAction() const { return legal_; }
    QAction* copyAction() const { return copy_; }
    QAction* pasteAction() const { return paste_; }
    // The player gardens of the game on the table that "Copy a garden" offers, and copying one.
    QToolButton* copyGardenButton() const { return copyGarden_; }
    void copyGardenOf(int seat);
    // The outline name of a face: the pentomino letter (F, I, L, N, P, T, U, V, W, X, Y, Z) of
    // a five-cell face, else its size ("6 cells").
    static QString outlineName(const frosted::Face& f);

  private:
    void buildPalette(QWidget* column);
    void applyFilter();
    void refreshPalette();
    void refreshInspector();
    void refreshCopyMenu();

    SandboxModel* model_;
    GameController* game_;
    SandboxView* view_;
    QListWidget* palette_;
    QLineEdit* idFilter_;
    QComboBox* outlineFilter_;
    QComboBox* tulipFilter_;
    QTextBrowser* inspector_;
    QAction* legal_;
    QAction* copy_;
    QAction* paste_;
    QToolButton* copyGarden_;
};
