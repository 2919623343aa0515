// Blossoms' Help ▸ Rules (issue 36 item 7): the rules for players in short sections — the goal,
// the cards and pots, a turn, Growth (a new flower, bad luck, the seventh card), Plant, Cut and
// Pass, tokens and the four tools, the end with its final turns, scoring with the data's own
// tables, the variants, what each player knows — illustrated with cards, flowers, pots, tools and
// tokens drawn by the program (BlossomsArt.h) and embedded in the page. Written from
// docs/blossoms/rules.md, each paragraph in tr(). Rule IDs are cited in comments.
//
// As Petals' rules page: a Close button, Esc closes it, the window keeps one and brings it to the
// front (present()).
#pragma once

#include "blossoms/rules/components.h"

#include <QDialog>
#include <QImage>
#include <QStringList>

class QTextBrowser;

class BlossomsRulesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit BlossomsRulesDialog(blossoms::ComponentsPtr components, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }
    void present();

    static QStringList sections(); // the anchors, in order
    static QString sectionTitle(const QString& id);
    QString html() const;
    QStringList pictureNames() const; // "blossoms:<name>" in the page
    QImage picture(const QString& name) const;

  private:
    void makePictures();
    blossoms::ComponentsPtr components_;
    QTextBrowser* browser_;
    QList<std::pair<QString, QImage>> pictures_;
};
