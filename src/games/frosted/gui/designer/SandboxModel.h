// The sandbox window's state (Game ▸ Sandbox, docs/designer.md): the core's Sandbox garden, the
// tile in hand with its orientation and the pointer cell, the cell hovered for groups, and the
// "every legal placement" toggle. Every answer comes from frosted::Sandbox; this class only
// keeps what the designer holds and points at.
#pragma once

#include "frosted/lab/sandbox.h"

#include <QObject>
#include <QString>

#include <optional>

class SandboxModel : public QObject {
    Q_OBJECT
  public:
    explicit SandboxModel(frosted::ComponentsPtr components, QObject* parent = nullptr);

    // The placements `laid` (tiles of the set `from`) laid again by their ids, in order, in a
    // sandbox of the set `to`, as far as `to` allows (a tile it lacks, or one that may no longer
    // lie there, ends it); `count` receives how many were laid. For a garden carried over to
    // another data set (docs/designer.md "Data sets").
    static frosted::Sandbox relaid(frosted::ComponentsPtr to, const frosted::ComponentSet& from,
                                   const std::vector<frosted::Garden::Laid>& laid, int* count);

    const frosted::Sandbox& sandbox() const { return sandbox_; }
    const frosted::ComponentSet& components() const { return sandbox_.components(); }
    // A new garden (empty, or a copy of a player's): the tile in hand stays.
    void reset(frosted::Sandbox s);

    // The tile in hand (an id of Sandbox::allTiles()), its orientation, the ghost's face.
    std::optional<int> inHand() const { return inHand_; }
    frosted::Orientation orientation() const { return orientation_; }
    frosted::Face handFace() const;
    void pick(int tile); // takes it in hand, unturned
    // Takes it in hand in orientation `o`, the pointer where its top-left lies at `at`.
    void hold(int tile, frosted::Orientation o, frosted::Point at);
    void drop();     // empties the hand
    void rotate();   // a quarter turn clockwise (R-GEO-4)
    void turnOver(); // the other face

    // The cell under the pointer (nullopt: outside); the ghost's top-left keeps the pointer on
    // the face's middle cell, as in the game.
    void setPointer(std::optional<frosted::Point> cell);
    std::optional<frosted::Point> pointer() const { return pointer_; }
    std::optional<frosted::Point> anchor() const;
    // The rules' answer for the tile in hand at the pointer (valid while both exist).
    const frosted::SandboxPreview& preview() const { return preview_; }
    bool hasPreview() const { return inHand_ && anchor(); }

    // Lays the tile in hand at the pointer. False, with the rules' reason, when it may not.
    bool placeAtPointer(QString* why = nullptr);
    // Removes entry i of the sandbox. False, with the reason, when there is none or when a
    // later tile could no longer lie (Sandbox::remove); true with "T07 removed." otherwise.
    bool removeEntry(int i, QString* why = nullptr);
    void clear();

    // Every legal placement of the tile in hand (all orientations), and the top-left corners of
    // those in the current orientation (for the marks).
    void setShowLegal(bool on);
    bool showLegal() const { return showLegal_; }
    int legalCount() const { return static_cast<int>(legal_.size()); }
    std::vector<frosted::Point> legalAnchorsNow() const;

    // The sandbox garden as an `evaluate` input (CLI.md): the garden, the tile in hand at the
    // pointer as "place" (or the first tile of the data at the origin), every card of the data.
    QString evaluateInput() const;
    // Replaces the garden with the one of an `evaluate` input (Sandbox::fromEvaluate); its
    // "place", when it names a data tile, is taken in hand there. False, with the reason and
    // nothing changed, when the text is not such an input.
    bool pasteEvaluateInput(const QString& text, QString* why = nullptr);

  signals:
    void gardenChanged(); // laid, removed, reset
    void handChanged();   // the tile in hand, its orientation, the pointer or the preview

  private:
    void refreshPreview();
    void refreshLegal();
    void gardenReplaced(); // the garden changed: the answers again, and both signals

    frosted::Sandbox sandbox_;
    std::optional<int> inHand_;
    frosted::Orientation orientation_;
    std::optional<frosted::Point> pointer_;
    frosted::SandboxPreview preview_;
    bool showLegal_ = false;
    std::vector<frosted::PlacementOption> legal_;
};
