// The sandbox garden on a GardenCanvas: the tiles laid, the ghost of the tile in hand at the
// pointer (green when the rules allow it there, dashed red with their reason when not), the gaps
// it would close, the group under the pointer outlined with its value, and, when asked, a mark on
// every top-left corner where the tile in hand fits in its current orientation.
//
// Mouse: click lays the tile in hand; right-click rotates it; with an empty hand, a click on a
// laid tile selects it and Delete removes it. Keys: R rotate, F turn over, arrows move the ghost,
// Enter lays it, Esc empties the hand, Delete removes the tile under the pointer, + and - zoom.
#pragma once

#include "GardenCanvas.h"

#include <optional>

class SandboxModel;

class SandboxView : public GardenCanvas {
    Q_OBJECT
  public:
    explicit SandboxView(SandboxModel* model, QWidget* parent = nullptr);
    // The cells of the group last outlined under the pointer (tests).
    const std::vector<frosted::Point>& hoveredGroup() const { return hoveredGroup_; }
    QString hoveredGroupLabel() const { return hoveredLabel_; }
    // The selected laid tile (an entry of the sandbox), or -1.
    int selectedEntry() const { return selected_; }
    QRectF lastReasonRect() const { return lastReason_; }
    // What the caption calls this garden ("Sandbox" by default; "Ada's garden" in the position
    // editor).
    void setGardenName(const QString& name) {
        gardenName_ = name;
        update();
    }

  signals:
    void message(const QString& text); // a refusal or what was done, for the status bar

  public slots:
    void removeSelected();

  protected:
    void paintEvent(QPaintEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    const frosted::Garden* canvasGarden() const override;
    void pointerMoved(frosted::Point cell) override;
    void clickedAt(frosted::Point cell) override;
    void rightClickedAt(frosted::Point cell) override;
    void leaveEvent(QEvent*) override;

  private:
    void hover(std::optional<frosted::Point> cell);

    SandboxModel* m_;
    std::vector<frosted::Point> hoveredGroup_;
    QString hoveredLabel_;
    int selected_ = -1;
    QRectF lastReason_;
    std::size_t shownEntries_ = 0;
    QString gardenName_;
};
