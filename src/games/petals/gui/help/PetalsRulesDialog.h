// Petals' Help ▸ Rules (issue 34): the rules for players in short sections — the goal, the cards,
// a turn, matching flowers and numbers, symbols and their effects, moving and its limits, the end,
// who wins, Harmony — illustrated with cards drawn by the program (petals::art::drawCard) and
// embedded in the page. Written from docs/petals/rules.md and the rulebook, each paragraph in
// tr() (translated with the program, not per-language files). Rule IDs are cited in comments.
//
// Like Frosted Blooms' HelpDialog: a Close button, Esc closes it at once (present() activates it
// and focuses the text), the window keeps one open and brings it to the front (present()).
#pragma once

#include "petals/rules/components.h"

#include <QDialog>
#include <QImage>
#include <QStringList>

class QTextBrowser;

class PetalsRulesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit PetalsRulesDialog(petals::ComponentsPtr components, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }
    void present(); // shows, raises and activates it with the text focused

    // The sections' anchors, in order ("goal", "cards", ..., "harmony"), and their titles.
    static QStringList sections();
    static QString sectionTitle(const QString& id);
    // The page (HTML) and the pictures it shows (by their image names, "petals:<name>").
    QString html() const;
    QStringList pictureNames() const;
    QImage picture(const QString& name) const;

  private:
    void makePictures();

    petals::ComponentsPtr components_;
    QTextBrowser* browser_;
    QList<std::pair<QString, QImage>> pictures_;
};
