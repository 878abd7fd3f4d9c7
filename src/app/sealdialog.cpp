#include "app/sealdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

SealDialog::SealDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Seal Judgment"));
    setObjectName(u"sealDialog"_s);
    auto* form = new QFormLayout(this);
    form->addRow(new QLabel(tr("A sealed judgment cannot be edited; a later seal can amend it."), this));
    verdict_ = new QComboBox(this);
    verdict_->setObjectName(u"sealVerdict"_s);
    verdict_->addItem(tr("Favourable"), int(SealVerdict::Favourable));
    verdict_->addItem(tr("Unfavourable"), int(SealVerdict::Unfavourable));
    form->addRow(tr("Verdict"), verdict_);
    confidence_ = new QSpinBox(this);
    confidence_->setObjectName(u"sealConfidence"_s);
    confidence_->setRange(50, 99);
    confidence_->setValue(70);
    confidence_->setSuffix(u" %"_s);
    form->addRow(tr("Confidence"), confidence_);
    window_ = new QCheckBox(tr("Timing window"), this);
    from_ = new QDateEdit(QDate::currentDate(), this);
    to_ = new QDateEdit(QDate::currentDate().addMonths(3), this);
    for (QDateEdit* d : {from_, to_}) {
        d->setCalendarPopup(true);
        d->setDisplayFormat(u"yyyy-MM-dd"_s);
        d->setEnabled(false);
        connect(window_, &QCheckBox::toggled, d, &QWidget::setEnabled);
    }
    auto* dates = new QHBoxLayout;
    dates->addWidget(from_);
    dates->addWidget(new QLabel(u"–"_s, this));
    dates->addWidget(to_);
    form->addRow(window_, dates);
    note_ = new QLineEdit(this);
    note_->setObjectName(u"sealNote"_s);
    form->addRow(tr("Note"), note_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Seal"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The window's end never before its start.
    connect(from_, &QDateEdit::dateChanged, to_, [this](QDate d) { to_->setMinimumDate(d); });
}

SealRequest SealDialog::request() const
{
    SealRequest r;
    r.verdict = static_cast<SealVerdict>(verdict_->currentData().toInt());
    r.confidence = confidence_->value();
    if (window_->isChecked()) {
        r.windowFrom = from_->date();
        r.windowTo = to_->date();
    }
    r.note = note_->text();
    return r;
}
