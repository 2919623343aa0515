#include <QtTest>
class GuiTest : public QObject {
    Q_OBJECT
};
QTEST_MAIN(GuiTest)
#include "test_gui.moc"
