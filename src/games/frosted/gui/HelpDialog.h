// The Help windows: the rules (docs/rules.md, embedded, with small pictures of the tulips, the
// Improvements and the other pieces drawn from the project's art) and the keyboard table.
//
// A HelpDialog is a proper dialog: a Close button, Esc closes it at once (it is activated and
// focused when shown, so no click is needed first), and showing it again brings the open one to
// the front instead of opening another.
#pragma once

#include "frosted/rules/components.h"

#include <QDialog>

class QTextBrowser;

class HelpDialog : public QDialog {
    Q_OBJECT
  public:
    HelpDialog(const QString& title, const QString& objectName, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }
    // The text; the mark of the pieces in a rules text becomes their pictures, with the values of
    // `c` (Improvement points).
    void setMarkdown(const QString& text, const frosted::ComponentSet* c = nullptr);
    // Shows, raises and activates the dialog with the text focused (Esc works at once).
    void present();

    // The rules page: the embedded docs/rules.md (or a short text with the data's numbers) with a
    // section of pictures of the pieces, then the keyboard table.
    static QString rulesText(const frosted::ComponentSet& c);
    static QString keyboardText(const frosted::ComponentSet& c);

  private:
    QTextBrowser* browser_;
};
