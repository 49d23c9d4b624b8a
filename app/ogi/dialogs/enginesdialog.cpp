// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/enginesdialog.h"

#include "model/engines/engineprobe.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace ogi {

namespace {
// This program's own engine (ogi-engine), as it says who it is.
bool isOurEngine(const EngineConfig& e) {
    return e.author == QStringLiteral("the Ōgi developers") &&
           e.name.startsWith(QStringLiteral("Ōgi"));
}

// The label of an option of ogi-engine in the interface language; empty for an option it
// does not know.
QString ourOptionLabel(const QString& name) {
    static const char* const labels[][2] = {
        {"Hash", QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Hash table (MB)")},
        {"Level", QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Level")},
        {"Threads", QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Threads")},
        {"MultiPV", QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Candidate lines")},
        {"MateMoves",
         QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Mate search: longest capture (moves)")},
        {"MateChecks", QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Mate search: checks only")},
        {"UseNNUE", QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Evaluate with the neural network")},
        {"EvalFile", QT_TRANSLATE_NOOP("ogi::EnginesDialog", "Neural network file")},
    };
    for (const auto& [usi, label] : labels)
        if (name == QLatin1String(usi)) return EnginesDialog::tr(label);
    return QString();
}
} // namespace

EnginesDialog::EnginesDialog(std::vector<EngineConfig> engines, QWidget* parent)
    : QDialog(parent), m_engines(std::move(engines)), m_probe(new EngineProbe(this)),
      m_list(new QListWidget(this)), m_add(new QPushButton(this)), m_remove(new QPushButton(this)),
      m_status(new QLabel(this)), m_about(new QLabel(this)), m_optionsBox(new QWidget),
      m_options(new QFormLayout(m_optionsBox)) {
    connect(m_probe, &EngineProbe::found, this, &EnginesDialog::onFound);
    connect(m_probe, &EngineProbe::failed, this, &EnginesDialog::onFailed);
    connect(m_add, &QPushButton::clicked, this, &EnginesDialog::chooseFile);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 1 || row > int(m_engines.size())) return;
        m_engines.erase(m_engines.begin() + (row - 1));
        fillList();
        m_list->setCurrentRow(std::min(row, m_list->count() - 1));
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &EnginesDialog::showOptions);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_about->setWordWrap(true);
    m_about->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_optionsBox);
    scroll->setMinimumWidth(320);

    auto* buttons = new QVBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto* right = new QVBoxLayout;
    right->addWidget(m_about);
    right->addWidget(scroll, 1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_list, 1);
    top->addLayout(buttons);
    top->addLayout(right, 2);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_status);
    layout->addWidget(box);
    resize(760, 420);
    retranslateUi();
    fillList();
    m_list->setCurrentRow(0);
}

void EnginesDialog::retranslateUi() {
    setWindowTitle(tr("Engines"));
    m_add->setText(tr("&Add…"));
    m_add->setToolTip(tr("Add an engine that speaks the USI protocol, by its program file"));
    m_remove->setText(tr("&Remove"));
    m_list->setAccessibleName(tr("Engines"));
    if (m_list->count() > 0) m_list->item(0)->setText(tr("Ōgi (built-in)"));
    showOptions();
}

void EnginesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void EnginesDialog::fillList() {
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_list->addItem(tr("Ōgi (built-in)"));
    for (const EngineConfig& e : m_engines) {
        auto* item = new QListWidgetItem(e.name, m_list);
        item->setToolTip(e.path);
    }
}

void EnginesDialog::showOptions() {
    while (m_options->rowCount() > 0) m_options->removeRow(0); // and its widgets
    const int row = m_list->currentRow();
    m_remove->setEnabled(row >= 1);
    if (row < 1 || row > int(m_engines.size())) {
        m_about->setText(tr("The engine of this program: it plays at the level chosen in New "
                            "Game, from 1 to 10. It is always here."));
        return;
    }
    const std::size_t index = std::size_t(row - 1);
    const EngineConfig& e = m_engines[index];
    m_about->setText(e.author.isEmpty() ? tr("Program: %1").arg(e.path)
                                        : tr("By %1. Program: %2").arg(e.author, e.path));
    if (e.options.empty())
        m_options->addRow(new QLabel(tr("This engine has no options."), m_optionsBox));
    for (const usi::Option& o : e.options) {
        const QString name = QString::fromStdString(o.name);
        const QString def = QString::fromStdString(o.defaultValue.value_or(std::string()));
        const QString value = e.value(name).value_or(def);
        // Every editor writes its value back into the engine's settings at once.
        auto store = [this, index, name](const QString& v) { m_engines[index].setValue(name, v); };
        QWidget* editor = nullptr;
        switch (o.type) {
        case usi::Option::Type::Spin: {
            auto* spin = new QSpinBox(m_optionsBox);
            constexpr std::int64_t lo = std::numeric_limits<int>::min();
            constexpr std::int64_t hi = std::numeric_limits<int>::max();
            spin->setRange(int(std::clamp(o.min.value_or(lo), lo, hi)),
                           int(std::clamp(o.max.value_or(hi), lo, hi)));
            spin->setValue(value.toInt());
            connect(spin, &QSpinBox::valueChanged, this,
                    [store](int v) { store(QString::number(v)); });
            editor = spin;
            break;
        }
        case usi::Option::Type::Check: {
            auto* check = new QCheckBox(m_optionsBox);
            check->setChecked(value == QLatin1String("true"));
            connect(check, &QCheckBox::toggled, this, [store](bool on) {
                store(on ? QStringLiteral("true") : QStringLiteral("false"));
            });
            editor = check;
            break;
        }
        case usi::Option::Type::Combo: {
            auto* combo = new QComboBox(m_optionsBox);
            for (const std::string& v : o.vars) combo->addItem(QString::fromStdString(v));
            combo->setCurrentText(value);
            connect(combo, &QComboBox::currentTextChanged, this, store);
            editor = combo;
            break;
        }
        case usi::Option::Type::Button: {
            // A button acts when it is sent: it is sent each time the engine starts.
            auto* check = new QCheckBox(tr("Press at each start"), m_optionsBox);
            check->setChecked(e.value(name).has_value());
            connect(check, &QCheckBox::toggled, this, [this, index, name](bool on) {
                auto& values = m_engines[index].values;
                std::erase_if(values, [&](const auto& p) { return p.first == name; });
                if (on) values.emplace_back(name, QString());
            });
            editor = check;
            break;
        }
        case usi::Option::Type::String:
        case usi::Option::Type::Filename: {
            auto* line = new QLineEdit(value, m_optionsBox);
            connect(line, &QLineEdit::textEdited, this, store);
            editor = line;
            break;
        }
        }
        // Ours in the interface language, with the engine's own name in the tooltip; any
        // other engine's as it names them.
        const QString label = isOurEngine(e) ? ourOptionLabel(name) : QString();
        auto* title = new QLabel(label.isEmpty() ? name : label, m_optionsBox);
        if (!label.isEmpty()) {
            const QString usiName = tr("Engine option: %1").arg(name);
            title->setToolTip(usiName);
            editor->setToolTip(usiName);
            editor->setAccessibleDescription(usiName);
        }
        title->setBuddy(editor);
        editor->setAccessibleName(title->text());
        m_options->addRow(title, editor);
    }
}

void EnginesDialog::chooseFile() {
    auto* files = new QFileDialog(this, tr("Add an Engine"));
    files->setFileMode(QFileDialog::ExistingFile);
    files->setAttribute(Qt::WA_DeleteOnClose);
    connect(files, &QFileDialog::fileSelected, this, &EnginesDialog::addEngine);
    files->open();
}

void EnginesDialog::addEngine(const QString& path) {
    if (m_probe->isRunning()) return;
    m_status->setText(tr("Asking %1 who it is…").arg(path));
    m_add->setEnabled(false);
    m_probe->probe(path);
}

void EnginesDialog::onFound(const EngineConfig& found) {
    m_add->setEnabled(true);
    // Added again (a new version, another path): it replaces the one of that name, whose
    // settings it keeps where the option still exists.
    EngineConfig engine = found;
    auto same = std::find_if(m_engines.begin(), m_engines.end(),
                             [&](const EngineConfig& e) { return e.name == engine.name; });
    if (same != m_engines.end()) {
        for (const usi::Option& o : engine.options)
            if (const auto v = same->value(QString::fromStdString(o.name)))
                engine.setValue(QString::fromStdString(o.name), *v);
        *same = engine;
    } else {
        m_engines.push_back(engine);
        same = m_engines.end() - 1;
    }
    fillList();
    m_list->setCurrentRow(int(same - m_engines.begin()) + 1);
    showOptions();
    m_status->setText(tr("Added %1.").arg(engine.name));
}

void EnginesDialog::onFailed(const QString& message) {
    m_add->setEnabled(true);
    m_status->setText(tr("Not added: %1").arg(message));
}

} // namespace ogi
