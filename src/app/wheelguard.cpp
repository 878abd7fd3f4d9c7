#include "app/wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace {

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        auto* widget = qobject_cast<QWidget*>(watched);
        if (event->type() != QEvent::Wheel || !widget || widget->hasFocus()) return false;
        // Not focused: the wheel scrolls the enclosing area instead of changing the value.
        for (QWidget* w = widget->parentWidget(); w; w = w->parentWidget())
            if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                break;
            }
        return true;
    }
};

} // namespace

void guardWheel(QWidget* root)
{
    auto* guard = new WheelGuard(root);
    const auto guardOne = [guard](QWidget* w) {
        w->setFocusPolicy(Qt::StrongFocus);  // a wheel no longer gives focus
        w->installEventFilter(guard);
    };
    for (QComboBox* c : root->findChildren<QComboBox*>()) guardOne(c);
    for (QAbstractSpinBox* s : root->findChildren<QAbstractSpinBox*>()) guardOne(s);
}
