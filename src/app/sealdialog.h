// Casebook ▸ Seal Judgment…: the practitioner's verdict on a case fixed before the outcome — favourable
// or unfavourable, a confidence of 50–99 %, the 應期 window committed to, a note (issue 39;
// base/casebook/casebook_seals.h). Once sealed it cannot be edited, only amended by a later seal.
#pragma once

#include "base/casebook/casebook_seals.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;
class QSpinBox;

class SealDialog : public QDialog {
    Q_OBJECT
public:
    explicit SealDialog(QWidget* parent = nullptr);
    najia::base::SealRequest request() const;

private:
    QComboBox* verdict_;
    QSpinBox* confidence_;
    QCheckBox* window_;
    QDateEdit* from_;
    QDateEdit* to_;
    QLineEdit* note_;
};
