#include "Accessible.h"

#include <QAccessibleWidget>
#include <QApplication>
#include <QEvent>
#include <QHash>
#include <QPointer>
#include <QWidget>

namespace {

class ItemAccessible;

// A widget that lists items: its child widgets, then its items.
class ItemsAccessible : public QAccessibleWidget {
  public:
    ItemsAccessible(QWidget* w, AccessibleItems* items)
        : QAccessibleWidget(w, items->accessibleRole()), items_(items) {}
    ~ItemsAccessible() override {
        for (QAccessible::Id id : std::as_const(ids_))
            QAccessible::deleteAccessibleInterface(id);
    }

    AccessibleItems* items() const { return isValid() ? items_ : nullptr; }
    QWidget* owner() const { return widget(); }
    int widgetChildren() const { return QAccessibleWidget::childCount(); }
    int itemCount() const { return items() ? items_->accessibleItemCount() : 0; }

    QAccessibleInterface* item(int i) const;
    // Forgets the interfaces of the items at `n` and beyond (the list is shorter now).
    void dropItemsFrom(int n);

    int childCount() const override { return widgetChildren() + itemCount(); }
    QAccessibleInterface* child(int index) const override {
        const int w = widgetChildren();
        if (index < w)
            return QAccessibleWidget::child(index);
        return item(index - w);
    }
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override {
        const int w = widgetChildren();
        for (int i = 0; i < itemCount(); ++i)
            if (QAccessibleInterface* c = child(w + i); c && c->rect().contains(x, y))
                return c;
        return QAccessibleWidget::childAt(x, y);
    }
    QString text(QAccessible::Text t) const override {
        if (items())
            if (QString own = items_->accessibleWidgetText(t); !own.isEmpty())
                return own;
        return QAccessibleWidget::text(t);
    }
    QAccessibleInterface* focusChild() const override {
        if (items() && widget()->hasFocus())
            if (const int i = items_->accessibleFocusItem(); i >= 0 && i < itemCount())
                return item(i);
        return QAccessibleWidget::focusChild();
    }

  private:
    AccessibleItems* items_;
    mutable QHash<int, QAccessible::Id> ids_;
};

// One item of such a widget, by its index (its words are read from the widget each time).
class ItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
  public:
    ItemAccessible(ItemsAccessible* parent, int index) : parent_(parent), index_(index) {}

    int index() const { return index_; }
    bool isValid() const override { return parent_->isValid() && index_ < parent_->itemCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return parent_->window(); }
    QAccessibleInterface* parent() const override { return parent_; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }

    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return {};
        switch (t) {
        case QAccessible::Name:
            return data().name;
        case QAccessible::Description:
            return data().description;
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid())
            return {};
        const QRect r = data().rect;
        if (r.isEmpty())
            return {};
        return QRect(parent_->owner()->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override {
        return isValid() ? data().role : QAccessible::NoRole;
    }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        const AccessibleItem d = data();
        s.focusable = true;
        s.focused =
            parent_->owner()->hasFocus() && parent_->items()->accessibleFocusItem() == index_;
        s.disabled = !d.enabled;
        s.selectable = d.pressable;
        s.selected = d.selected;
        s.invisible = d.rect.isEmpty() || !parent_->owner()->isVisible();
        s.offscreen = s.invisible;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override {
        if (t == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    QStringList actionNames() const override {
        return isValid() && data().pressable ? QStringList{pressAction()} : QStringList{};
    }
    void doAction(const QString& name) override {
        if (isValid() && name == pressAction() && data().pressable)
            parent_->items()->accessiblePress(index_);
    }
    QStringList keyBindingsForAction(const QString& name) const override {
        if (name == pressAction())
            return {QStringLiteral("Return")};
        return {};
    }

  private:
    AccessibleItem data() const { return parent_->items()->accessibleItem(index_); }
    ItemsAccessible* parent_;
    int index_;
};

QAccessibleInterface* ItemsAccessible::item(int i) const {
    if (i < 0 || i >= itemCount())
        return nullptr;
    if (const auto it = ids_.constFind(i); it != ids_.constEnd())
        if (QAccessibleInterface* f = QAccessible::accessibleInterface(*it))
            return f;
    auto* f = new ItemAccessible(const_cast<ItemsAccessible*>(this), i);
    ids_.insert(i, QAccessible::registerAccessibleInterface(f));
    return f;
}

void ItemsAccessible::dropItemsFrom(int n) {
    for (auto it = ids_.begin(); it != ids_.end();)
        if (it.key() >= n) {
            QAccessible::deleteAccessibleInterface(it.value());
            it = ids_.erase(it);
        } else
            ++it;
}

int ItemsAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (child && child->parent() == this && !child->object())
        return widgetChildren() + static_cast<const ItemAccessible*>(child)->index();
    return QAccessibleWidget::indexOfChild(child);
}

QAccessibleInterface* factory(const QString&, QObject* o) {
    if (!o || !o->isWidgetType())
        return nullptr;
    auto* items = dynamic_cast<AccessibleItems*>(o);
    return items ? new ItemsAccessible(static_cast<QWidget*>(o), items) : nullptr;
}

ItemsAccessible* itemsOf(QWidget* w) {
    if (!w || !dynamic_cast<AccessibleItems*>(w))
        return nullptr;
    return dynamic_cast<ItemsAccessible*>(QAccessible::queryAccessibleInterface(w));
}

accessible::EventHook& hook() {
    static accessible::EventHook h;
    return h;
}

void send(QAccessibleEvent& e) {
    if (hook())
        hook()(&e);
    QAccessible::updateAccessibility(&e);
}

// Whether the user's last input was the keyboard's (a key press) or the pointer's (a mouse button,
// the wheel, a touch), for the keyboard's frame.
bool g_keyboard = false;

class InputWatch : public QObject {
  public:
    using QObject::QObject;

  protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        switch (e->type()) {
        case QEvent::ShortcutOverride: // a key that a shortcut may take (1-6, D, C...)
        case QEvent::KeyPress:
            set(true);
            break;
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::Wheel:
        case QEvent::TouchBegin:
            set(false);
            break;
        default:
            break;
        }
        return QObject::eventFilter(o, e);
    }

  private:
    static void set(bool keyboard) {
        if (g_keyboard == keyboard)
            return;
        g_keyboard = keyboard;
        // The frame appears or goes at once: on the focused widget, or on its parent when the
        // parent draws it (the board's ring and objectives).
        if (QWidget* f = QApplication::focusWidget()) {
            f->update();
            if (QWidget* p = f->parentWidget())
                p->update();
        }
    }
};

} // namespace

namespace accessible {

bool listening() {
    return QAccessible::isActive() || static_cast<bool>(hook());
}

void setEventHook(EventHook h) {
    hook() = std::move(h);
}

void install() {
    static bool done = false;
    if (!done) {
        done = true;
        QAccessible::installFactory(factory);
        if (QCoreApplication* app = QCoreApplication::instance())
            app->installEventFilter(new InputWatch(app));
    }
}

bool keyboardInUse() {
    return g_keyboard;
}

QAccessibleInterface* item(QWidget* w, int i) {
    ItemsAccessible* a = itemsOf(w);
    return a ? a->item(i) : nullptr;
}

void focusItem(QWidget* w, int i) {
    if (!listening() || !w || !w->hasFocus())
        return;
    if (QAccessibleInterface* f = item(w, i)) {
        QAccessibleEvent e(f, QAccessible::Focus);
        send(e);
    }
}

namespace {
void changed(QWidget* w, int i, QAccessible::Event what) {
    if (!listening() || !w)
        return;
    if (i < 0) {
        QAccessibleEvent e(w, what);
        send(e);
    } else if (QAccessibleInterface* f = item(w, i)) {
        QAccessibleEvent e(f, what);
        send(e);
    }
}
} // namespace

void nameChanged(QWidget* w, int i) {
    changed(w, i, QAccessible::NameChanged);
}

void descriptionChanged(QWidget* w, int i) {
    changed(w, i, QAccessible::DescriptionChanged);
}

void setDescription(QWidget* w, const QString& text) {
    if (!w || text == w->accessibleDescription())
        return;
    w->setAccessibleDescription(text);
    if (QAccessible::isActive()) {
        QAccessibleEvent ev(w, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&ev);
    }
}

void itemsChanged(QWidget* w) {
    if (!listening() || !w)
        return;
    // Items are known by their place: those past the end are gone, the others read again.
    if (ItemsAccessible* a = itemsOf(w))
        a->dropItemsFrom(a->itemCount());
    QAccessibleEvent e(w, QAccessible::ObjectReorder);
    send(e);
}

} // namespace accessible
